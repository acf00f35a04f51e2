// The English of the signed-in screens, loaded with the signed-in routes (signed-in-routes.tsx),
// so the landing page does not download it.
import account from "@common/locales/en/account.json";
import formats from "@common/locales/en/formats.json";
import friends from "@common/locales/en/friends.json";
import home from "@common/locales/en/home.json";
import household from "@common/locales/en/household.json";
import money from "@common/locales/en/money.json";
import notices from "@common/locales/en/notices.json";
import notifications from "@common/locales/en/notifications.json";
import projects from "@common/locales/en/projects.json";
import providers from "@common/locales/en/providers.json";
import requests from "@common/locales/en/requests.json";

export default { account, formats, friends, home, household, money, notices, notifications, projects, providers, requests };
