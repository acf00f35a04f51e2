// A household link's page, /household/join#token=… (signed in; a signed-out visitor signs in and
// comes back here, the fragment kept): who invites you and as what, what becomes visible to the
// household's members, and Join — leaving a household of more than one first, which its owner
// cannot do before handing it over (the 409s explained).
import { useState } from "react";
import { Link, useLocation } from "wouter";
import { Check, Home } from "lucide-react";
import { HOUSEHOLD_INVITE_DAYS } from "@common/schemas/household";
import { AppShell } from "@/components/layout/app-shell";
import { PendingButton } from "@/components/form/pending-button";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useHouseholdInvitePreview, useJoinHousehold } from "@/features/household/api/household";
import { JOINER_HINTS, ROLE_NAMES } from "@/features/household/household-words";
import { toast } from "@/hooks/use-toast";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { hasCode, hasStatus, serverMessage } from "@/lib/api-client";
import { displayName } from "@/lib/display-name";
import { paths } from "@/lib/paths";

/** The token in the link's fragment (#token=…): never sent to a server with the page. */
function tokenOf(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, "")).get("token") ?? "";
}

/** Refusals the page explains itself; anything else is the usual toast. */
const EXPLAINED = ["ALREADY_IN_HOUSEHOLD", "HOUSEHOLD_OWNER", "HOUSEHOLD_FULL", "NOT_FOUND"] as const;

export default function HouseholdJoinPage() {
  useDocumentTitle("Join a household");
  const [token] = useState(() => tokenOf(window.location.hash));
  const [, navigate] = useLocation();
  const preview = useHouseholdInvitePreview(token);
  const [refusal, setRefusal] = useState<string | null>(null);
  const join = useJoinHousehold((err) =>
    EXPLAINED.some((code) => hasCode(err, code))
      ? null
      : { title: "Error", description: serverMessage(err, "Joining failed. Please try again."), variant: "destructive" },
  );

  if (token === "" || preview.isError) {
    const gone = token === "" || hasStatus(preview.error, 404);
    return (
      <AppShell>
        <h1 className="text-2xl font-bold">{gone ? "This household link doesn't work" : "The link could not be checked"}</h1>
        <p role="alert" className="mt-3 text-sm text-muted-foreground">
          {gone
            ? `It was used already (each link works once), or is more than ${HOUSEHOLD_INVITE_DAYS} days old. Ask the person who sent it for a new one.`
            : "Please try again in a moment."}
        </p>
        {gone ? (
          <Button asChild className="mt-6 w-full">
            <Link href={paths.profile}>Go to your profile</Link>
          </Button>
        ) : (
          <Button type="button" className="mt-6 w-full" onClick={() => void preview.refetch()}>
            Try Again
          </Button>
        )}
      </AppShell>
    );
  }
  if (!preview.data) {
    return (
      <AppShell>
        <div className="grid gap-3" aria-label="Loading the household link">
          <Skeleton className="h-8 w-3/4" />
          <Skeleton className="h-40" />
          <Skeleton className="h-12" />
        </div>
      </AppShell>
    );
  }

  const { inviter, role, people, alreadyHere, current } = preview.data;
  const who = inviter ? displayName(inviter) : "Someone";
  const leaving = current.people > 1;
  const ownerOfOthers = leaving && current.role === "owner";

  const send = () => {
    setRefusal(null);
    join.mutate(
      { token, leaveCurrent: leaving },
      {
        onSuccess: () => {
          toast({ title: "You joined the household", description: `You're in it as a ${ROLE_NAMES[role].toLowerCase()}.` });
          navigate(`${paths.profile}#household`);
        },
        onError: (err) => {
          if (hasCode(err, "ALREADY_IN_HOUSEHOLD") || hasCode(err, "HOUSEHOLD_OWNER") || hasCode(err, "HOUSEHOLD_FULL")) {
            setRefusal(serverMessage(err, "Joining failed."));
            void preview.refetch();
          } else if (hasCode(err, "NOT_FOUND")) void preview.refetch();
        },
      },
    );
  };

  return (
    <AppShell>
      <h1 className="text-2xl font-bold">
        {alreadyHere ? "You're already in this household" : `${who} invites you to their household`}
      </h1>
      {alreadyHere ? (
        <Button asChild className="mt-6 w-full">
          <Link href={`${paths.profile}#household`}>See your household</Link>
        </Button>
      ) : (
        <>
          <p className="mt-2 text-sm text-muted-foreground">
            You join as a <strong className="text-foreground">{ROLE_NAMES[role].toLowerCase()}</strong>: {JOINER_HINTS[role]}{" "}
            {people === 1 ? `${who} is in it now.` : `${people} people are in it now.`}
          </p>
          <Card className="mt-4">
            <CardContent className="grid gap-2 p-4">
              <h2 className="flex items-center gap-2 text-base font-semibold">
                <Home aria-hidden className="size-5 text-primary" /> What the household&apos;s members see
              </h2>
              <ul aria-label="What becomes visible to members" className="grid gap-1.5 text-sm">
                {["Your projects", "Your provider list", "Your shared notes"].map((item) => (
                  <li key={item} className="flex items-center gap-2">
                    <Check aria-hidden className="size-4 shrink-0 text-success" />
                    {item}
                  </li>
                ))}
              </ul>
              <p className="text-sm text-muted-foreground">
                Your other provider notes and “Don&apos;t hire again” marks stay private until you share them.
                {current.people === 1 ? " Your upkeep tasks and home items move into this household." : ""}
              </p>
            </CardContent>
          </Card>
          {leaving ? (
            <p className="mt-4 rounded-xl bg-muted p-3 text-sm" data-slot="leave-current">
              {ownerOfOthers
                ? "You own a household with others in it. Hand it over to one of them, or dissolve it, in Profile first: then you can join."
                : `You're in a household with ${current.people - 1} ${current.people === 2 ? "other person" : "others"}. Joining leaves it; what you added there stays with them.`}
            </p>
          ) : null}
          {refusal ? (
            <p role="alert" className="mt-4 text-sm font-medium text-destructive">
              {refusal}
            </p>
          ) : null}
          {ownerOfOthers ? (
            <Button asChild className="mt-6 w-full" size="lg">
              <Link href={`${paths.profile}#household`}>Go to your household</Link>
            </Button>
          ) : (
            <PendingButton
              type="button"
              size="lg"
              className="mt-6 w-full text-base"
              pending={join.isPending}
              pendingText="Joining..."
              onClick={send}
            >
              {leaving ? "Leave yours and join" : "Join household"}
            </PendingButton>
          )}
        </>
      )}
    </AppShell>
  );
}
