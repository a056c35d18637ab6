import FormatBold from "@mui/icons-material/FormatBold";
import FormatItalic from "@mui/icons-material/FormatItalic";
import FormatListBulleted from "@mui/icons-material/FormatListBulleted";
import FormatListNumbered from "@mui/icons-material/FormatListNumbered";
import ImageOutlined from "@mui/icons-material/ImageOutlined";
import InsertLink from "@mui/icons-material/InsertLink";
import LinkOff from "@mui/icons-material/LinkOff";
import Box from "@mui/material/Box";
import Divider from "@mui/material/Divider";
import FormHelperText from "@mui/material/FormHelperText";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { isSafeLink } from "~/lib/content/resource";

/**
 * A light rich-text editor: a contenteditable area with a toolbar, no library. It writes its HTML
 * into a hidden field of the form; the server sanitises whatever arrives.
 */
interface Props {
  id: string;
  name: string;
  label: string;
  defaultValue: string;
  error?: string;
  errorId: string;
}

function exec(command: string, value?: string) {
  document.execCommand(command, false, value);
}

export default function RichTextEditor({ id, name, label, defaultValue, error, errorId }: Props) {
  const { t } = useTranslation("content");
  const area = useRef<HTMLDivElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [html, setHtml] = useState(defaultValue);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    if (area.current) area.current.innerHTML = defaultValue;
    exec("styleWithCSS", "false");
    exec("defaultParagraphSeparator", "p");
  }, [defaultValue]);

  const sync = () => setHtml(area.current?.innerHTML ?? "");
  const run = (command: string, value?: string) => {
    area.current?.focus();
    exec(command, value);
    sync();
  };

  const addLink = () => {
    const url = window.prompt(t("editor.linkPrompt"), "https://")?.trim();
    if (!url) return;
    if (!isSafeLink(url)) {
      setNotice(t("validation.link"));
      return;
    }
    setNotice(null);
    run("createLink", url);
  };

  const uploadImage = async (file: File) => {
    const body = new FormData();
    body.set("file", file);
    setNotice(t("editor.uploading"));
    try {
      const response = await fetch("/uploads", { method: "POST", body, headers: { Accept: "application/json" } });
      const result = (await response.json()) as { url?: string; error?: string };
      if (!response.ok || !result.url) throw new Error(result.error ?? "upload");
      setNotice(null);
      run("insertImage", result.url);
    } catch (e) {
      const key = e instanceof Error && e.message.startsWith("content:") ? e.message : "content:editor.uploadFailed";
      setNotice(t(key));
    }
  };

  return (
    <Box>
      <Typography
        component="label"
        htmlFor={id}
        variant="body2"
        color={error ? "error" : "text.secondary"}
        sx={{ display: "block", mb: 0.5 }}
      >
        {label}
      </Typography>
      <Box
        sx={{
          border: 1,
          borderColor: error ? "error.main" : "divider",
          borderRadius: 1.5,
          overflow: "hidden",
          "&:focus-within": { borderColor: "primary.main" },
        }}
      >
        <Box
          role="toolbar"
          aria-label={t("editor.toolbar")}
          sx={{
            display: "flex",
            flexWrap: "wrap",
            alignItems: "center",
            gap: 0.25,
            px: 0.5,
            py: 0.25,
            bgcolor: "action.hover",
          }}
        >
          <ToolButton label={t("editor.h2")} text="H2" onClick={() => run("formatBlock", "<h2>")} />
          <ToolButton label={t("editor.h3")} text="H3" onClick={() => run("formatBlock", "<h3>")} />
          <ToolButton label={t("editor.paragraph")} text="¶" onClick={() => run("formatBlock", "<p>")} />
          <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
          <ToolButton label={t("editor.bold")} icon={<FormatBold fontSize="small" />} onClick={() => run("bold")} />
          <ToolButton
            label={t("editor.italic")}
            icon={<FormatItalic fontSize="small" />}
            onClick={() => run("italic")}
          />
          <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
          <ToolButton
            label={t("editor.bulletList")}
            icon={<FormatListBulleted fontSize="small" />}
            onClick={() => run("insertUnorderedList")}
          />
          <ToolButton
            label={t("editor.numberedList")}
            icon={<FormatListNumbered fontSize="small" />}
            onClick={() => run("insertOrderedList")}
          />
          <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
          <ToolButton label={t("editor.link")} icon={<InsertLink fontSize="small" />} onClick={addLink} />
          <ToolButton label={t("editor.unlink")} icon={<LinkOff fontSize="small" />} onClick={() => run("unlink")} />
          <ToolButton
            label={t("editor.image")}
            icon={<ImageOutlined fontSize="small" />}
            onClick={() => fileInput.current?.click()}
          />
          <input
            ref={fileInput}
            type="file"
            accept="image/png,image/jpeg,image/webp,image/svg+xml"
            hidden
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = "";
              if (file) void uploadImage(file);
            }}
          />
        </Box>
        <Box
          ref={area}
          id={id}
          role="textbox"
          aria-multiline="true"
          aria-label={label}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          contentEditable
          suppressContentEditableWarning
          data-testid={`${name}-editor`}
          onInput={sync}
          onBlur={sync}
          sx={{
            minHeight: 240,
            maxHeight: 560,
            overflowY: "auto",
            px: 2,
            py: 1.5,
            outline: "none",
            fontSize: 15,
            lineHeight: 1.6,
            "& h2": { fontSize: 22, fontWeight: 600, m: "0.6em 0 0.3em" },
            "& h3": { fontSize: 18, fontWeight: 600, m: "0.6em 0 0.3em" },
            "& p": { m: "0 0 0.75em" },
            "& img": { maxWidth: "100%", height: "auto" },
            "& a": { color: "primary.main" },
          }}
        />
      </Box>
      <input type="hidden" name={name} value={html} />
      {(error || notice) && (
        <FormHelperText id={errorId} error={Boolean(error)} role="alert">
          {error ?? notice}
        </FormHelperText>
      )}
    </Box>
  );
}

/** A toolbar button; `onMouseDown` keeps the selection in the editable area while it is pressed. */
function ToolButton({
  label,
  icon,
  text,
  onClick,
}: {
  label: string;
  icon?: ReactNode;
  text?: string;
  onClick: () => void;
}) {
  return (
    <Tooltip title={label}>
      <IconButton
        size="small"
        aria-label={label}
        onMouseDown={(e) => e.preventDefault()}
        onClick={onClick}
        sx={text ? { fontSize: 14, fontWeight: 700, width: 34, color: "text.primary" } : undefined}
      >
        {icon ?? text}
      </IconButton>
    </Tooltip>
  );
}
