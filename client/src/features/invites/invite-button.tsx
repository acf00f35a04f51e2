// "Invite" / "Invite people you know": one of the account's invite links (a new one when none is
// on), sent through the share sheet, else an SMS or e-mail draft to the person, else copied.
import i18next from "i18next";
import { useTranslation } from "@/lib/use-translation";
import type { ComponentProps, ReactNode } from "react";
import { UserPlus } from "lucide-react";
import { PendingButton } from "@/components/form/pending-button";
import { toast } from "@/hooks/use-toast";
import { serverMessage } from "@/lib/api-client";
import { errorToast } from "@/lib/query-client";
import { useInviteLink } from "./api/invites";
import { sendInvite } from "./lib/share-invite";

const failed = errorToast((err) => serverMessage(err, i18next.t("auth:invites.failed")));

interface InviteButtonProps extends Omit<ComponentProps<typeof PendingButton>, "pending" | "onClick" | "children"> {
  /** The person's number or address, for a draft when the device has no share sheet. */
  to?: { phone?: string | null; email?: string | null };
  children: ReactNode;
}

export function InviteButton({ to, children, ...props }: InviteButtonProps) {
  const { t } = useTranslation("auth");
  const link = useInviteLink(failed);
  return (
    <PendingButton
      type="button"
      {...props}
      pending={link.isPending}
      pendingText={t("invites.making")}
      onClick={() =>
        link.mutate(undefined, {
          onSuccess: (url) =>
            void sendInvite(url, to).then((outcome) => {
              if (outcome === "copied") toast({ title: t("invites.copied"), description: t("invites.copiedText") });
              if (outcome === "failed") toast({ title: t("invites.yours"), description: url });
            }),
        })
      }
    >
      <UserPlus aria-hidden="true" />
      {children}
    </PendingButton>
  );
}
