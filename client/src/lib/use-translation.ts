// Every component's translations: react-i18next's useTranslation without its copy of the i18next
// instance per component. That hook wraps the instance anew for each component that mounts (all
// its own properties copied, so a language change shows as a new object); a page of provider
// cards mounts about two hundred of them, some 70 ms of a phone's main thread at 4× CPU. Here the
// components of one language and namespace share one fixed `t`, a new one per language, and a
// language change re-renders them as before. The instance is the one an I18nextProvider gives
// (the first paint's frames render each language with their own), else the app's.
import { useContext, useSyncExternalStore } from "react";
import type { i18n as I18n, Namespace, TFunction } from "i18next";
import { getI18n, I18nContext } from "react-i18next";

/** Per instance: its language-change subscription and its fixed `t`s by language and namespace. */
interface Bound {
  subscribe: (onChange: () => void) => () => void;
  fixed: Map<string, unknown>;
}
const bound = new WeakMap<I18n, Bound>();

function bind(i18n: I18n): Bound {
  let b = bound.get(i18n);
  if (!b) {
    b = {
      subscribe: (onChange) => {
        i18n.on("languageChanged", onChange);
        return () => i18n.off("languageChanged", onChange);
      },
      fixed: new Map(),
    };
    bound.set(i18n, b);
  }
  return b;
}

/** `t` in the page's language for the namespace `ns` (else "common"), and the i18next instance. */
export function useTranslation<const Ns extends Namespace = "common">(ns?: Ns): { t: TFunction<Ns>; i18n: I18n } {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  const b = bind(i18n);
  const language = useSyncExternalStore(
    b.subscribe,
    () => i18n.language,
    () => i18n.language,
  );
  const key = `${language} ${String(ns ?? "")}`;
  let t = b.fixed.get(key) as TFunction<Ns> | undefined;
  if (!t) {
    t = i18n.getFixedT(language, ns ?? null) as unknown as TFunction<Ns>;
    b.fixed.set(key, t);
  }
  return { t, i18n };
}
