// Complete Profile's line about the privacy defaults, apart from common/privacy.ts so that Home,
// which imports privacy labels, does not load it. (The one-time privacy question's texts are in the
// projects catalogue.)
/** Complete Profile's line under its form: the spec's defaults, said before the first project. */
export const PRIVACY_DEFAULTS_NOTICE =
  "Your projects and what you paid are visible to other members. You can change this any time in Profile \u2192 Privacy.";
