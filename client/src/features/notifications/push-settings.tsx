// "On your phone": Web Push on the notifications screen. Turning notifications on for this
// device (the browser's permission, then its subscription), what to do where it cannot work (an
// iPhone or iPad in a browser tab: add Vowch to the Home Screen first; blocked: how to allow it
// again), a push switch per event, quiet hours, the test push, and the account's devices.
import { useEffect, useState, useSyncExternalStore } from "react";
import { useTranslation } from "@/lib/use-translation";
import i18next from "i18next";
import { BellRing, Smartphone, Trash2 } from "lucide-react";
import { formatDate } from "@common/format";
import type { NotificationPreferences } from "@common/schemas/notifications";
import { NOTIFICATION_TYPES } from "@common/notification-types";
import type { PushDevice } from "@common/schemas/push";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { Switch } from "@/components/ui/switch";
import { useAuth } from "@/features/auth/api/auth";
import {
  notificationPermission,
  onStoredDeviceChange,
  pushSupport,
  PushSetupError,
  storedDevice,
} from "@/features/push/lib/push-device";
import { toast } from "@/hooks/use-toast";
import { serverMessage } from "@/lib/api-client";
import { errorToast, type FailureToast } from "@/lib/query-client";
import { useNotificationPreferences, useUpdatePreferences } from "./api/notifications";
import { usePushDevices, useRemoveDevice, useTestPush, useTurnOnPush } from "./api/push";

const turnOnFailure: FailureToast = (err) => ({
  title: i18next.t("notifications:push.notOn"),
  description: err instanceof PushSetupError ? err.message : serverMessage(err, i18next.t("notifications:push.signUpFailed")),
  variant: "destructive",
});

/** "Chrome on Android" from a device's User-Agent; "A browser" when unknown (browser and system names stay as they are). */
function deviceName(userAgent: string | null): string {
  const ua = userAgent ?? "";
  const browser = /EdgA?\//.test(ua)
    ? "Edge"
    : /SamsungBrowser\//.test(ua)
      ? "Samsung Internet"
      : /Firefox\/|FxiOS\//.test(ua)
        ? "Firefox"
        : /Chrome\/|CriOS\//.test(ua)
          ? "Chrome"
          : /Safari\//.test(ua)
            ? "Safari"
            : null;
  const system = /iPhone/.test(ua)
    ? "iPhone"
    : /iPad/.test(ua)
      ? "iPad"
      : /Android/.test(ua)
        ? "Android"
        : /CrOS/.test(ua)
          ? "ChromeOS"
          : /Windows/.test(ua)
            ? "Windows"
            : /Macintosh|Mac OS X/.test(ua)
              ? "Mac"
              : /Linux/.test(ua)
                ? "Linux"
                : null;
  if (browser && system) return i18next.t("notifications:push.deviceName", { browser, system });
  return browser ?? system ?? i18next.t("notifications:push.aBrowser");
}

/** The current permission, read again whenever the page comes back into view (it may be changed in the browser's settings). */
function usePermission(): [NotificationPermission, (p: NotificationPermission) => void] {
  const [permission, setPermission] = useState(notificationPermission);
  useEffect(() => {
    const again = () => setPermission(notificationPermission());
    document.addEventListener("visibilitychange", again);
    return () => document.removeEventListener("visibilitychange", again);
  }, []);
  return [permission, setPermission];
}

export function PushSettings() {
  const { t } = useTranslation("notifications");
  const { user } = useAuth();
  const prefs = useNotificationPreferences();
  const devices = usePushDevices();
  const support = pushSupport();
  const [permission, setPermission] = usePermission();
  const stored = useSyncExternalStore(onStoredDeviceChange, storedDevice);
  const turnOn = useTurnOnPush(user?.id ?? "", turnOnFailure);
  const test = useTestPush(errorToast(() => i18next.t("notifications:push.testFailed")));

  const thisDevice = stored && devices.data?.some((d) => d.id === stored.id) ? stored : null;
  const on = support === "supported" && permission === "granted" && thisDevice !== null;

  function turnOnNotifications() {
    turnOn.mutate(undefined, {
      onSuccess: (result) => {
        setPermission(notificationPermission());
        if (typeof result === "object") toast({ title: t("push.onToast"), description: t("push.onToastDescription") });
      },
    });
  }

  return (
    <section aria-labelledby="push-heading" className="mt-8 rounded-2xl border border-border bg-card p-4">
      <h2 id="push-heading" className="font-bold">
        {t("push.title")}
      </h2>
      <DeviceState
        support={support}
        permission={permission}
        on={on}
        loading={devices.isLoading}
        pending={turnOn.isPending}
        onTurnOn={turnOnNotifications}
      />
      {on ? (
        <Button
          type="button"
          variant="outline"
          className="mt-3 w-full"
          disabled={test.isPending}
          onClick={() =>
            test.mutate(undefined, {
              onSuccess: () => toast({ title: t("push.testSent"), description: t("push.testSentDescription") }),
            })
          }
        >
          <BellRing aria-hidden className="size-4" />
          {t("push.test")}
        </Button>
      ) : null}
      {prefs.data?.pushAvailable ? <PushPreferences prefs={prefs.data} /> : null}
      {devices.data && devices.data.length > 0 ? (
        <DeviceList devices={devices.data} thisDeviceId={thisDevice?.id ?? null} />
      ) : null}
    </section>
  );
}

function DeviceState(props: {
  support: ReturnType<typeof pushSupport>;
  permission: NotificationPermission;
  on: boolean;
  loading: boolean;
  pending: boolean;
  onTurnOn: () => void;
}) {
  const { t } = useTranslation("notifications");
  const text = "mt-1 text-sm text-muted-foreground";
  if (props.support === "ios-browser") {
    return (
      <div className="mt-1 grid gap-2 text-sm text-muted-foreground">
        <p>{t("push.ios.intro")}</p>
        <ol className="list-decimal space-y-1 pl-5">
          <li>{t("push.ios.share")}</li>
          <li>{t("push.ios.add")}</li>
          <li>{t("push.ios.open")}</li>
        </ol>
      </div>
    );
  }
  if (props.support === "unsupported") return <p className={text}>{t("push.unsupported")}</p>;
  if (props.permission === "denied") {
    return (
      <div className="mt-1 grid gap-2 text-sm text-muted-foreground">
        <p className="font-medium text-foreground">{t("push.blocked")}</p>
        <p>{t("push.blockedHelp")}</p>
      </div>
    );
  }
  if (props.loading) return <Skeleton className="mt-3 h-11" />;
  if (props.on) return <p className={text}>{t("push.on")}</p>;
  return (
    <>
      <p className={text}>{t("push.offer")}</p>
      <Button type="button" className="mt-3 w-full" disabled={props.pending} onClick={props.onTurnOn}>
        <BellRing aria-hidden className="size-4" />
        {props.pending ? t("push.turningOn") : t("push.turnOn")}
      </Button>
    </>
  );
}

function PushPreferences({ prefs }: { prefs: NotificationPreferences }) {
  const { t } = useTranslation("notifications");
  const update = useUpdatePreferences(errorToast((err) => serverMessage(err, i18next.t("notifications:settingFailed"))));
  const quiet = prefs.quietHours;
  const [from, setFrom] = useState(quiet.from);
  const [until, setUntil] = useState(quiet.until);
  useEffect(() => {
    setFrom(quiet.from);
    setUntil(quiet.until);
  }, [quiet.from, quiet.until]);

  function saveTimes(next: { from: string; until: string }) {
    if (!/^\d\d:\d\d$/.test(next.from) || !/^\d\d:\d\d$/.test(next.until)) return;
    if (next.from === quiet.from && next.until === quiet.until) return;
    update.mutate({ quietHours: { on: quiet.on, ...next } });
  }

  return (
    <>
      <h3 className="mt-6 text-sm font-semibold">{t("push.notifyAbout")}</h3>
      <ul className="mt-1 divide-y divide-border">
        {NOTIFICATION_TYPES.map((type) => (
          <li key={type} className="flex min-h-12 items-center justify-between gap-3 py-2">
            <Label htmlFor={`push-${type}`} className="text-sm font-normal">
              {t(`types.${type}`)}
            </Label>
            <Switch
              id={`push-${type}`}
              checked={prefs.push[type]}
              disabled={update.isPending}
              onCheckedChange={(checked) => update.mutate({ push: { [type]: checked } })}
            />
          </li>
        ))}
      </ul>
      <div className="mt-6 flex min-h-12 items-center justify-between gap-3">
        <div>
          <Label htmlFor="quiet-hours" className="text-sm font-semibold">
            {t("push.quiet.title")}
          </Label>
          <p id="quiet-hours-help" className="text-sm text-muted-foreground">
            {t("push.quiet.help")}
          </p>
        </div>
        <Switch
          id="quiet-hours"
          aria-describedby="quiet-hours-help"
          checked={quiet.on}
          disabled={update.isPending}
          onCheckedChange={(on) => update.mutate({ quietHours: { on, from, until } })}
        />
      </div>
      {quiet.on ? (
        <div className="mt-2 grid grid-cols-2 gap-2">
          <div className="grid gap-1.5">
            <Label htmlFor="quiet-from">{t("push.quiet.from")}</Label>
            <Input
              id="quiet-from"
              type="time"
              className="px-2.5"
              required
              value={from}
              onChange={(e) => setFrom(e.target.value)}
              onBlur={() => saveTimes({ from, until })}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="quiet-until">{t("push.quiet.until")}</Label>
            <Input
              id="quiet-until"
              type="time"
              className="px-2.5"
              required
              value={until}
              onChange={(e) => setUntil(e.target.value)}
              onBlur={() => saveTimes({ from, until })}
            />
          </div>
        </div>
      ) : null}
    </>
  );
}

function DeviceList({ devices, thisDeviceId }: { devices: PushDevice[]; thisDeviceId: string | null }) {
  const { t } = useTranslation("notifications");
  const remove = useRemoveDevice(errorToast(() => i18next.t("notifications:devices.removeFailed")));
  return (
    <>
      <h3 className="mt-6 text-sm font-semibold">{t("devices.title")}</h3>
      <ul aria-label={t("devices.title")} className="mt-2 grid gap-2">
        {devices.map((device) => {
          const name = deviceName(device.userAgent);
          const mine = device.id === thisDeviceId;
          return (
            <li key={device.id} className="flex items-center gap-3 rounded-xl border border-border px-3 py-2">
              <Smartphone aria-hidden className="size-5 shrink-0 text-primary" />
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium text-foreground">{name}</p>
                <p className="text-xs text-muted-foreground">
                  {mine ? `${t("devices.thisDevice")} · ` : ""}
                  {t("devices.added", { date: formatDate(device.createdAt) })}
                </p>
              </div>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={mine ? t("devices.removeThis", { name }) : t("devices.remove", { name })}
                disabled={remove.isPending}
                onClick={() =>
                  // The list may be gone by the time it answers (the last device): the promise still settles.
                  void remove
                    .mutateAsync(device.id)
                    .then(() =>
                      toast({
                        title: t("devices.removed"),
                        description: mine ? t("devices.removedThis") : t("devices.removedOther", { name }),
                      }),
                    )
                    .catch(() => undefined)
                }
              >
                <Trash2 aria-hidden className="size-4" />
              </Button>
            </li>
          );
        })}
      </ul>
    </>
  );
}
