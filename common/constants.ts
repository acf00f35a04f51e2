// Business constants and limits of the spec's constants and limits, and the status lists of the spec's states and transitions.

export const LIMITS = {
  completionPhotos: 5,
  titleMax: 255,
  providerNameMax: 255,
  categoryMax: 100,
  userSearchMin: 3,
  reviewMin: 10,
  ongoingDescriptionMin: 10,
  requestTitleMin: 5,
  ratingMin: 1,
  ratingMax: 5,
  ratingDefault: 5,
  dayOfWeekMin: 0,
  dayOfWeekMax: 6,
  dayOfMonthMin: 1,
  dayOfMonthMax: 31,
  /** Money columns are numeric(10,2). */
  moneyMax: 99_999_999.99,
} as const;

/** A provider book's notes (mine, or what I shared with my household), in characters. */
export const PROVIDER_NOTES_MAX = 5000;

export const DISPLAY_CAPS = {
  homePlanningProjects: 3,
  homeActivityItems: 3,
  wizardProviderResults: 3,
  projectCardAvatars: 3,
  providerCardProjects: 2,
  providerCardRecommendations: 2,
  friendCategoryBadges: 3,
  friendProviderProjectTitles: 3,
  friendsSkeletons: 3,
  requestsSkeletons: 2,
} as const;

export const APP_VERSION = "1.0.0";
export const PROFILE_STATS = { projects: 3, providers: 12, reviews: 8 } as const;

export const PROVIDER_CATEGORIES = [
  "General Contractor",
  "Painter",
  "Plumber",
  "Electrician",
  "HVAC",
  "Carpenter",
  "Fencing",
  "Lawyer",
  "Photographer",
  "Mechanic",
  "Concrete",
  "Lawn Care",
  "House Cleaning",
  "General Physician",
  "Eye Care",
  "Physical Therapist",
  "Therapist",
  "Dentist",
] as const;
export type ProviderCategory = (typeof PROVIDER_CATEGORIES)[number];

export const ONE_TIME_PROJECT_CATEGORIES = [
  "Kitchen Renovation",
  "Bathroom Remodel",
  "Deck/Patio",
  "Fencing",
  "Roofing",
  "Flooring",
  "Painting",
  "Electrical Work",
  "Plumbing",
  "HVAC",
  "Photography",
  "General Renovation",
  "Other",
] as const;

export const RECURRING_PROJECT_CATEGORIES = [
  "Lawn Care",
  "House Cleaning",
  "Pool Maintenance",
  "Landscaping Maintenance",
  "HVAC Maintenance",
  "Pest Control",
  "Snow Removal",
  "Gutter Cleaning",
  "Pressure Washing",
  "Photography",
  "Other Recurring Service",
] as const;

export const EXPERIENCE_PROJECT_CATEGORIES = [
  "General Contracting",
  "Painting",
  "Plumbing",
  "Electrical",
  "HVAC",
  "Carpentry",
  "Fencing",
  "Legal Services",
  "Photography",
  "Auto Repair",
  "Concrete Work",
  "Lawn Care",
  "House Cleaning",
  "Medical Care",
  "Eye Care",
  "Physical Therapy",
  "Therapy/Counseling",
  "Dental Care",
  "Other",
] as const;

export const RECURRING_FREQUENCIES = ["weekly", "monthly", "quarterly", "yearly"] as const;
export type RecurringFrequency = (typeof RECURRING_FREQUENCIES)[number];
/** Ongoing experiences may also say "Not specified" (stored as no frequency). */
export const EXPERIENCE_FREQUENCIES = [...RECURRING_FREQUENCIES, "not_specified"] as const;

export const PROJECT_TYPES = ["one_time", "recurring"] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number];

/** What a project's money went on (the spending report totals each kind). */
export const COST_KINDS = ["repair", "improvement", "upkeep"] as const;
export type CostKind = (typeof COST_KINDS)[number];

export const PROJECT_STATUSES = ["planning", "in_progress", "completed", "active", "paused", "on_hold"] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
export const PROJECT_STATUS_LABELS: Record<ProjectStatus, string> = {
  planning: "Planning",
  in_progress: "In Progress",
  completed: "Completed",
  active: "Active",
  paused: "Paused",
  on_hold: "On Hold",
};
export const ONE_TIME_PROJECT_STATUSES = ["planning", "in_progress", "completed", "on_hold"] as const;
export const RECURRING_PROJECT_STATUSES = ["planning", "active", "paused", "on_hold"] as const;

export const PROJECT_PROVIDER_STATUSES = [
  "pending",
  "contacted",
  "estimate_scheduled",
  "quoted",
  "accepted",
  "in_progress",
  "completed",
  "active",
  "rejected",
] as const;
export type ProjectProviderStatus = (typeof PROJECT_PROVIDER_STATUSES)[number];
export const PROJECT_PROVIDER_STATUS_LABELS: Record<ProjectProviderStatus, string> = {
  pending: "Pending",
  contacted: "Contacted",
  estimate_scheduled: "Scheduled",
  quoted: "Quoted",
  accepted: "Accepted",
  in_progress: "In Progress",
  completed: "Completed",
  active: "Active",
  rejected: "Rejected",
};

export const REQUEST_STATUSES = ["active", "resolved"] as const;

export const EXPERIENCE_TYPES = ["completed", "existing", "future", "ongoing"] as const;
export type ExperienceType = (typeof EXPERIENCE_TYPES)[number];

/** The spec's constants and limits: the provider category to pre-filter by when Add Provider opens from a project. */
export function providerCategoryForProject(projectCategory: string | null | undefined): string | undefined {
  if (!projectCategory) return undefined;
  const mapping: Record<string, string> = {
    Painting: "Painter",
    Landscaping: "Lawn Care",
    "General Renovation": "General Contractor",
    "Home Improvement": "General Contractor",
    "Deck/Patio": "General Contractor",
    Photography: "Photographer",
  };
  return mapping[projectCategory] ?? projectCategory;
}
