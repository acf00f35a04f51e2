// Call, e-mail referral and Ask buttons of a friend's provider (the spec's Friend detail screen).
import { Mail, MessageCircle, Phone } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/hooks/use-toast";
import { telUrl } from "@/lib/share";
import { copyAskMessage } from "./copy-message";
import { askMessage, referralMailto } from "@/features/friends/lib/messages";

interface Props {
  friend: { firstName: string | null; lastName: string | null };
  provider: { name: string; phone: string | null; email: string | null };
  projectTitle?: string | null;
}

export function ProviderActions({ friend, provider, projectTitle }: Props) {
  const label = (what: string) => `${what} ${provider.name}`;
  return (
    <div className="mt-2 grid grid-cols-3 gap-2">
      {provider.phone ? (
        <Button asChild variant="outline" size="sm" className="h-11">
          <a href={telUrl(provider.phone)} aria-label={label("Call")}>
            <Phone aria-hidden="true" />
            Call
          </a>
        </Button>
      ) : (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="h-11"
          aria-label={label("Call")}
          onClick={() => toast({ title: "No Contact Info", description: `No phone number is saved for ${provider.name}.` })}
        >
          <Phone aria-hidden="true" />
          Call
        </Button>
      )}
      <Button asChild variant="outline" size="sm" className="h-11">
        <a
          href={referralMailto({ friend, providerName: provider.name, providerEmail: provider.email, projectTitle })}
          aria-label={label("Email")}
        >
          <Mail aria-hidden="true" />
          Email
        </a>
      </Button>
      <Button
        type="button"
        variant="secondary"
        size="sm"
        className="h-11"
        aria-label={`Ask ${friend.firstName ?? "your friend"} about ${provider.name}`}
        onClick={() => void copyAskMessage(askMessage({ friend, providerName: provider.name, projectTitle }))}
      >
        <MessageCircle aria-hidden="true" />
        Ask
      </Button>
    </div>
  );
}
