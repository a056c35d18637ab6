import Chip from "@mui/material/Chip";
import { useTranslation } from "react-i18next";
import type { DemoUser } from "~/mock/users";

const STATUS_COLOR = { active: "success", inactive: "default", pending: "warning" } as const;

export function UserStatusChip({ status }: { status: DemoUser["status"] }) {
  const { t } = useTranslation("demo-users");
  return <Chip size="small" variant="outlined" color={STATUS_COLOR[status]} label={t(`statuses.${status}`)} />;
}
