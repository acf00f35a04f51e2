// "Your data" on the profile: download everything as a zip, or delete the account.
import { useState } from "react";
import { Download, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { lazyDialog } from "@/lib/lazy-dialog";

const DeleteAccountDialog = lazyDialog(() => import("./delete-account-dialog").then((m) => m.DeleteAccountDialog));

export function YourDataCard() {
  const [deleting, setDeleting] = useState(false);
  return (
    <Card className="mt-4">
      <CardHeader className="pb-2">
        <CardTitle>
          <h2 className="text-base font-semibold">Your data</h2>
        </CardTitle>
        <CardDescription>Everything you added to Vowch is yours: take a copy, or leave and take it all with you.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <Button asChild variant="outline" className="w-full">
          {/* A download navigation: the server answers with the zip as an attachment. */}
          <a href="/api/export" download>
            <Download aria-hidden className="size-4" />
            Export my data
          </a>
        </Button>
        <Button
          type="button"
          variant="outline"
          className="w-full border-destructive/40 text-destructive hover:bg-destructive/10"
          onClick={() => setDeleting(true)}
        >
          <Trash2 aria-hidden className="size-4" />
          Delete my account
        </Button>
      </CardContent>
      <DeleteAccountDialog open={deleting} onOpenChange={setDeleting} />
    </Card>
  );
}
