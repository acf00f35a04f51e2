// The one list of error codes (conventions: typed errors). The server answers every failure as
// `{ code, message, errors? }`; the client decides by `code` (never by English text) and shows the
// spec's own texts. Each code carries its HTTP status, so a thrown error names only its code.
//
// One exception, the spec's contract: a signed-out call answers exactly
// `401 {"message":"Unauthorized"}` (the spec's error catalogue: the client knows an expired session by
// "401: " + "Unauthorized"), so UNAUTHORIZED is listed for the client's switch but never sent.
export const ERROR_CODES = {
  /** Input failed its schema or a rule of the spec's validation rules. */
  VALIDATION_FAILED: 400,
  /**
   * The spec's states and transitions: the requested status is not the link's next step, or the
   * link is not in the state the call needs (undoing a rejection of a link that is not rejected).
   */
  INVALID_STATUS_CHANGE: 409,
  /** Suggesting for, or +1-ing, one's own request or suggestion. */
  OWN_ITEM: 400,
  /** A password reset link that is unknown, used or past its 30 minutes. */
  RESET_LINK_INVALID: 400,
  /** A phone verification code that is wrong, past its 10 minutes or its 5 tries, or for another number. */
  VERIFICATION_CODE_INVALID: 400,
  /** An e-mail verification link that is unknown, used, past its 24 hours or for an e-mail the account no longer has. */
  VERIFICATION_LINK_INVALID: 400,
  /** A "finish creating your account" link that is unknown, used or past its 24 hours. */
  SIGNUP_LINK_INVALID: 400,
  /** The sign-up link was opened in another browser than the one that asked: the password chosen at sign-up finishes it. */
  SIGNUP_PASSWORD_NEEDED: 400,
  /** An unsubscribe link whose signature does not hold. */
  UNSUBSCRIBE_LINK_INVALID: 400,
  UNAUTHORIZED: 401,
  WRONG_CREDENTIALS: 401,
  /** A passkey that is not registered here, or whose signature does not verify. */
  PASSKEY_REJECTED: 401,
  FORBIDDEN: 403,
  /** Deleting the account: the password or passkey given does not confirm it is the owner. */
  CONFIRMATION_FAILED: 403,
  /**
   * Adding a passkey without proof that the owner is there: the password, a passkey, or (an account
   * with neither) a sign-in again at its identity provider moments before.
   */
  CONFIRMATION_REQUIRED: 403,
  /** Signed in, but the profile is not complete yet (the spec's roles and permissions): only the account's own calls answer. */
  PROFILE_INCOMPLETE: 403,
  /** A state-changing request from another site. */
  CROSS_ORIGIN: 403,
  /** Completing a one-time job or rating, reviewing or pricing it: the project owner's alone. */
  OWNER_ONLY: 403,
  /** A household viewer (a sitter, a tenant) tried to change something of the home: viewers read only. */
  READ_ONLY: 403,
  NOT_FOUND: 404,
  EMAIL_TAKEN: 409,
  /** A WebAuthn challenge unknown, already used or past its five minutes: start again. */
  PASSKEY_CHALLENGE_EXPIRED: 400,
  /** This authenticator already holds a passkey for the account. */
  PASSKEY_EXISTS: 409,
  COLLABORATOR_IS_OWNER: 409,
  ALREADY_COLLABORATOR: 409,
  /** The spec's error catalogue "Already Saved": the provider is already on the user's list. */
  PROVIDER_ALREADY_SAVED: 409,
  PROVIDER_ALREADY_ON_PROJECT: 409,
  SUGGESTION_EXISTS: 409,
  REQUEST_RESOLVED: 409,
  /**
   * An `Idempotency-Key` whose first call (same account and route, within a day) is still running:
   * ask again after Retry-After, and the first answer comes back.
   */
  IDEMPOTENCY_KEY_IN_USE: 409,
  /** Making an invite link while the account already has the most it may have on: switch one off first. */
  INVITE_LIMIT_REACHED: 409,
  /** Reverting a provider edit whose fields were changed again since (or already reverted). */
  PROVIDER_EDIT_OUTDATED: 409,
  /** Joining a household while in a household of more than one: leave it first (`leaveCurrent`). */
  ALREADY_IN_HOUSEHOLD: 409,
  /** The owner of a household with other people in it leaving it: hand it over or dissolve it first. */
  HOUSEHOLD_OWNER: 409,
  /** A household link past the household's 10 people (open links counted), or homes that together pass a cap. */
  HOUSEHOLD_FULL: 409,
  /** Adding upkeep tasks past the household's cap (HOME_TASKS_MAX): delete one first. */
  TASK_LIMIT_REACHED: 409,
  TOO_LARGE: 413,
  UNSUPPORTED_TYPE: 415,
  /** A file (an address book) that would take longer than its time budget, or more memory than its share, to read. */
  FILE_TOO_COMPLEX: 422,
  /** An `Idempotency-Key` sent again (same account and route, within a day) with a different body. */
  IDEMPOTENCY_KEY_REUSED: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  /** The database aborted the request's transaction for a concurrent one (deadlock, serialization): nothing was kept; send it again. */
  TRY_AGAIN: 503,
  /**
   * The file store (its folder or its bucket's server) cannot be reached or written to. Unlike
   * TRY_AGAIN the client does not send the call again by itself: the store may be down for long.
   */
  STORAGE_UNAVAILABLE: 503,
  /** Every place of a bounded queue of costly work (reading address books) is taken: ask again after Retry-After. */
  BUSY: 503,
  /** The SMS API refused or could not be reached: no code was sent. */
  SMS_FAILED: 502,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_CODES;

export interface FieldError {
  path: string;
  message: string;
  /** The message's key in the errors catalogue, when it has one (the client translates it). */
  key?: string;
}

/** The body of every error answer but the signed-out 401. */
export interface ErrorBody {
  code: ErrorCode;
  message: string;
  /** The message's key in the errors catalogue, when it has one (the client translates it). */
  key?: string;
  errors?: FieldError[];
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && Object.hasOwn(ERROR_CODES, value);
}
