// The es catalogue the client loads: one module per language, so a language is one chunk.
import account from "@common/locales/es/account.json";
import auth from "@common/locales/es/auth.json";
import common from "@common/locales/es/common.json";
import errors from "@common/locales/es/errors.json";
import formats from "@common/locales/es/formats.json";
import friends from "@common/locales/es/friends.json";
import home from "@common/locales/es/home.json";
import household from "@common/locales/es/household.json";
import landing from "@common/locales/es/landing.json";
import money from "@common/locales/es/money.json";
import notices from "@common/locales/es/notices.json";
import notifications from "@common/locales/es/notifications.json";
import projects from "@common/locales/es/projects.json";
import providers from "@common/locales/es/providers.json";
import requests from "@common/locales/es/requests.json";

export default {
  account,
  auth,
  common,
  errors,
  friends,
  home,
  household,
  landing,
  money,
  notices,
  notifications,
  projects,
  providers,
  requests,
  // Profile's "Money and phone numbers" (docs/decisions/148-currency-and-phone-region.md).
  formats,
};

export { default as englishErrors } from "./en-errors";
