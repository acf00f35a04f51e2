// Call, e-mail referral and Ask buttons of a friend's provider (the spec's Friend detail screen).
import { useTranslation } from "@/lib/use-translation";
import { MessageCircle, Phone } from "lucide-react";
import { Button } from "@/components/ui/button";
import { CallLink, EmailLink } from "@/components/shared/contact-links";
import { toast } from "@/hooks/use-toast";
import { copyAskMessage } from "./copy-message";
import { askMessage, referralMailto } from "@/features/friends/lib/messages";

interface Props {
  friend: { firstName: string | null; lastName: string | null };
  provider: { name: string; phone: string | null; phoneKey: string | null; email: string | null };
  projectTitle?: string | null;
}

export function ProviderActions({ friend, provider, projectTitle }: Props) {
  const { t } = useTranslation("friends");
  return (
    <div className="mt-2 grid grid-cols-3 gap-2">
      {provider.phone ? (
        <CallLink name={provider.name} phone={provider.phone} phoneKey={provider.phoneKey} />
      ) : (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="h-11"
          aria-label={t("actions.callLabel", { name: provider.name })}
          onClick={() => toast({ title: t("actions.noContact"), description: t("actions.noPhone", { name: provider.name }) })}
        >
          <Phone aria-hidden="true" />
          {t("actions.call")}
        </Button>
      )}
      <EmailLink
        name={provider.name}
        href={referralMailto({ friend, providerName: provider.name, providerEmail: provider.email, projectTitle })}
      />
      <Button
        type="button"
        variant="secondary"
        size="sm"
        className="h-11"
        aria-label={t("actions.askLabel", { friend: friend.firstName ?? t("actions.yourFriend"), name: provider.name })}
        onClick={() => void copyAskMessage(askMessage({ friend, providerName: provider.name, projectTitle }))}
      >
        <MessageCircle aria-hidden="true" />
        {t("actions.ask")}
      </Button>
    </div>
  );
}
