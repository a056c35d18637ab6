import type { ComponentProps } from "react";
import Screen, { action as realAction, loader as realLoader, meta as realMeta } from "./_auth.reset-password";
import { DemoAuthLayout } from "~/components/demo/auth/DemoAuthLayout";
import { requireDemoApi } from "~/lib/demo.server";
import { hydrateOnIntent } from "~/lib/hydrate-on-intent";

/**
 * The template's password reset page (v2): the panel's own form, loader and action in another layout, so it validates,
 * limits and answers exactly as the real screen does.
 */

// The strings of the template demo come as a part of their own, named here so the page has them at once.
export const handle = { ...hydrateOnIntent, i18n: ["demo-auth"] };

export async function loader(args: Parameters<typeof realLoader>[0]) {
  requireDemoApi();
  return realLoader(args);
}

export async function action(args: Parameters<typeof realAction>[0]) {
  requireDemoApi();
  return realAction(args);
}

export default function ResetPasswordV2(props: ComponentProps<typeof Screen>) {
  return (
    <DemoAuthLayout variant="v2">
      <Screen {...props} />
    </DemoAuthLayout>
  );
}

export const meta = realMeta;
