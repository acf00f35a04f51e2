// The de catalogue the client loads: one module per language, so a language is one chunk.
import account from "@common/locales/de/account.json";
import auth from "@common/locales/de/auth.json";
import common from "@common/locales/de/common.json";
import errors from "@common/locales/de/errors.json";
import formats from "@common/locales/de/formats.json";
import friends from "@common/locales/de/friends.json";
import home from "@common/locales/de/home.json";
import household from "@common/locales/de/household.json";
import landing from "@common/locales/de/landing.json";
import money from "@common/locales/de/money.json";
import notices from "@common/locales/de/notices.json";
import notifications from "@common/locales/de/notifications.json";
import projects from "@common/locales/de/projects.json";
import providers from "@common/locales/de/providers.json";
import requests from "@common/locales/de/requests.json";

export default {
  account,
  auth,
  common,
  errors,
  formats,
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
};

export { default as englishErrors } from "./en-errors";
