// "Edit profile": opened by tapping the profile card. Names, phone and address with the
// onboarding form's rules, and the photo (uploaded at once, checked by content on the server).
import { useForm } from "react-hook-form";
import { useTranslation } from "@/lib/use-translation";
import i18next from "i18next";
import { zodResolver } from "@hookform/resolvers/zod";
import { Camera, Trash2 } from "lucide-react";
import { completeProfileSchema, type AuthUser, type CompleteProfile } from "@common/schemas/auth";
import { DialogFormFooter } from "@/components/form/dialog-form-footer";
import { FilePicker } from "@/components/form/file-picker";
import { UserAvatar } from "@/components/layout/user-avatar";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Form } from "@/components/ui/form";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/hooks/use-toast";
import { serverMessage } from "@/lib/api-client";
import { errorToast } from "@/lib/query-client";
import { useRemovePhoto, useUpdateProfile, useUploadPhoto } from "./api/account";
import { ProfileFields, profileValues } from "./profile-fields";

const failed = (description: () => string) => errorToast((err) => serverMessage(err, description()));

export function ProfileEditDialog({
  open,
  onOpenChange,
  user,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  user: AuthUser;
}) {
  const { t } = useTranslation("account");
  const update = useUpdateProfile(failed(() => i18next.t("account:profile.updateFailed")));
  const upload = useUploadPhoto(failed(() => i18next.t("account:profile.uploadFailed")));
  const removePhoto = useRemovePhoto(failed(() => i18next.t("account:profile.removePhotoFailed")));
  const form = useForm<CompleteProfile>({
    resolver: zodResolver(completeProfileSchema),
    values: profileValues(user),
  });

  function onSubmit(values: CompleteProfile) {
    update.mutate(values, {
      onSuccess: () => {
        toast({ title: t("profile.updated"), description: t("profile.updatedDescription") });
        onOpenChange(false);
      },
    });
  }

  function onPhotoChosen(file: File | undefined) {
    if (!file) return;
    if (!file.type.startsWith("image/")) {
      toast({
        title: t("profile.invalidFile"),
        description: t("profile.notAnImage", { name: file.name }),
        variant: "destructive",
      });
      return;
    }
    upload.mutate(file, {
      onSuccess: () => toast({ title: t("profile.photoUpdated") }),
    });
  }

  const photoBusy = upload.isPending || removePhoto.isPending;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("profile.editTitle")}</DialogTitle>
          <DialogDescription>{t("profile.editDescription")}</DialogDescription>
        </DialogHeader>
        <div className="flex items-center gap-4">
          <UserAvatar user={user} className="size-16" fallbackClassName="text-xl" />
          <div className="flex flex-wrap gap-2">
            <FilePicker
              accept="image/*"
              variant="outline"
              size="sm"
              disabled={photoBusy}
              icon={upload.isPending ? <Spinner className="size-4" /> : <Camera aria-hidden className="size-4" />}
              buttonLabel={user.profileImageUrl ? t("profile.changePhoto") : t("profile.addPhoto")}
              onChange={(e) => {
                onPhotoChosen(e.target.files?.[0]);
                e.target.value = "";
              }}
            />
            {user.profileImageUrl ? (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                disabled={photoBusy}
                onClick={() =>
                  removePhoto.mutate(undefined, {
                    onSuccess: () => toast({ title: t("profile.photoRemoved") }),
                  })
                }
              >
                <Trash2 aria-hidden className="size-4" />
                {t("profile.removePhoto")}
              </Button>
            ) : null}
          </div>
        </div>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4" noValidate>
            <ProfileFields control={form.control} />
            <DialogFormFooter submitLabel={t("profile.save")} pending={update.isPending} onCancel={() => onOpenChange(false)} />
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
