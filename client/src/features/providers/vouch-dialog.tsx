// Spec §2 Vouch dialog: 1–5 stars (default 5), optional comment, Cancel and the vouch button.
// After a vouch the rating returns to 5 and the comment clears (spec §4).
import { useState } from "react";
import type { Provider } from "@common/schemas/providers";
import { LIMITS } from "@common/constants";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { StarRating } from "@/components/ui/star-rating";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/hooks/use-toast";
import { serverMessage } from "@/lib/api-client";
import { isSessionExpired } from "@/lib/query-client";
import { useVouch } from "./api/providers";

export function VouchDialog({
  provider,
  open,
  onOpenChange,
}: {
  provider: Pick<Provider, "id" | "name">;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [rating, setRating] = useState<number>(LIMITS.ratingDefault);
  const [comment, setComment] = useState("");
  const vouch = useVouch();

  function submit() {
    vouch.mutate(
      { providerId: provider.id, rating, comment },
      {
        onSuccess: () => {
          toast({ title: "Vowched!", description: `You've vowched for ${provider.name}. They've been added to your providers.` });
          setRating(LIMITS.ratingDefault);
          setComment("");
          onOpenChange(false);
        },
        onError: (err) => {
          if (isSessionExpired(err)) return;
          toast({ title: "Error", description: serverMessage(err, "Failed to vowch for provider"), variant: "destructive" });
        },
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Vowch for {provider.name}</DialogTitle>
          <DialogDescription>Tell your friends you trust this provider. They'll be added to your providers.</DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label id="vouch-rating-label">Your rating</Label>
          <StarRating value={rating} onChange={setRating} aria-labelledby="vouch-rating-label" />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="vouch-comment">Comment (optional)</Label>
          <Textarea
            id="vouch-comment"
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            placeholder="What makes them great?"
            maxLength={2000}
          />
        </div>
        <DialogFooter>
          <Button variant="outline" type="button" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="button" onClick={submit} disabled={vouch.isPending}>
            {vouch.isPending ? <Spinner /> : null}
            Vowch for Provider
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
