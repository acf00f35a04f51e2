// The demo community of `npm run seed:demo`: eight neighbours in one part of town, the
// providers they use (every category of the spec's constants and limits), their projects at every stage, and what they
// tell each other. Dates are days relative to the day the seed runs, so the network looks current.
import type { ProjectProviderStatus, ProjectStatus, ProviderCategory, RecurringFrequency } from "../../common/constants.js";

export const DEMO_EMAIL_DOMAIN = "demo.vowch.app";
/** The one password of every demo account (documented in the README; refused for any other account). */
export { DEMO_PASSWORD } from "../../common/schemas/auth.js";

export type UserKey = "maya" | "daniel" | "priya" | "marcus" | "sofia" | "tom" | "hannah" | "jamal";

export interface DemoUser {
  key: UserKey;
  firstName: string;
  lastName: string;
  phone: string;
  homeAddress: string;
  joinedDaysAgo: number;
}

export const DEMO_USERS: DemoUser[] = [
  {
    key: "maya",
    firstName: "Maya",
    lastName: "Chen",
    phone: "(503) 555-0142",
    homeAddress: "418 Alder Lane, Portland, OR 97214",
    joinedDaysAgo: 210,
  },
  {
    key: "daniel",
    firstName: "Daniel",
    lastName: "Okafor",
    phone: "(503) 555-0187",
    homeAddress: "433 Alder Lane, Portland, OR 97214",
    joinedDaysAgo: 205,
  },
  {
    key: "priya",
    firstName: "Priya",
    lastName: "Raman",
    phone: "(503) 555-0119",
    homeAddress: "1207 Birch Street, Portland, OR 97214",
    joinedDaysAgo: 198,
  },
  {
    key: "marcus",
    firstName: "Marcus",
    lastName: "Webb",
    phone: "(503) 555-0164",
    homeAddress: "1210 Birch Street, Portland, OR 97214",
    joinedDaysAgo: 190,
  },
  {
    key: "sofia",
    firstName: "Sofia",
    lastName: "Alvarez",
    phone: "(503) 555-0131",
    homeAddress: "85 Cedar Court, Portland, OR 97214",
    joinedDaysAgo: 182,
  },
  {
    key: "tom",
    firstName: "Tom",
    lastName: "Lindqvist",
    phone: "(503) 555-0176",
    homeAddress: "437 Alder Lane, Portland, OR 97214",
    joinedDaysAgo: 175,
  },
  {
    key: "hannah",
    firstName: "Hannah",
    lastName: "Brooks",
    phone: "(503) 555-0153",
    homeAddress: "902 Linden Avenue, Portland, OR 97214",
    joinedDaysAgo: 160,
  },
  {
    key: "jamal",
    firstName: "Jamal",
    lastName: "Carter",
    phone: "(503) 555-0128",
    homeAddress: "916 Linden Avenue, Portland, OR 97214",
    joinedDaysAgo: 150,
  },
];

export function demoEmail(user: Pick<DemoUser, "firstName" | "lastName">): string {
  return `${user.firstName}.${user.lastName}@${DEMO_EMAIL_DOMAIN}`.toLowerCase();
}

/**
 * Each neighbour's address book: the demo people they know — by the number as they
 * saved it, one by e-mail — and a few who are not on Vowch. One-way on purpose: Maya has Daniel,
 * Priya and Sofia, but only Daniel and Hannah have Maya, so signing in as any of them shows
 * "In your contacts" first and a different network order.
 */
export const DEMO_BOOKS: Record<UserKey, { knows: UserKey[]; byEmail?: UserKey; outside: { name: string; phone: string }[] }> = {
  maya: { knows: ["daniel", "priya", "sofia"], byEmail: "sofia", outside: [{ name: "Grandma Chen", phone: "503.555.0990" }] },
  daniel: { knows: ["maya", "marcus"], outside: [{ name: "Coach Lee", phone: "+1 503 555 0991" }] },
  priya: { knows: ["tom", "hannah", "jamal"], byEmail: "jamal", outside: [] },
  marcus: { knows: ["daniel", "sofia"], outside: [{ name: "Uncle Ray", phone: "5035550992" }] },
  sofia: { knows: ["priya", "tom"], outside: [] },
  tom: { knows: ["marcus", "jamal"], outside: [{ name: "Dr. Patel", phone: "(503) 555-0993" }] },
  hannah: { knows: ["maya", "priya"], byEmail: "maya", outside: [] },
  jamal: { knows: ["hannah", "sofia", "tom"], outside: [] },
};

export type ProviderKey =
  | "oakridge"
  | "brightline"
  | "freshcoat"
  | "reliable"
  | "pipeworks"
  | "spark"
  | "comfortair"
  | "heartwood"
  | "cascade"
  | "nguyenlaw"
  | "goldenhour"
  | "eastsideauto"
  | "solidground"
  | "greenthumb"
  | "evergreen"
  | "sparkle"
  | "tidyhome"
  | "reyes"
  | "clearview"
  | "motion"
  | "rosewood"
  | "belmontdental";

export interface DemoProvider {
  key: ProviderKey;
  name: string;
  category: ProviderCategory;
  /** The neighbour who first added it to the directory. */
  addedBy: UserKey;
  howDoYouKnow: string;
  phone: string;
  email: string;
  website?: string;
  address?: string;
  description?: string;
  isVerified?: boolean;
  addedDaysAgo: number;
}

// Websites and e-mails use the reserved .example domain: believable, and never someone's real business.
export const DEMO_PROVIDERS: DemoProvider[] = [
  {
    key: "oakridge",
    name: "Oakridge Home Renovation",
    category: "General Contractor",
    addedBy: "maya",
    howDoYouKnow: "friend",
    phone: "(503) 555-0201",
    email: "office@oakridgehomereno.example",
    website: "https://www.oakridgehomereno.example",
    address: "1150 Commerce Avenue, Portland, OR 97214",
    description: "Licensed and bonded general contractor for kitchens, additions and whole-home remodels. Family-run since 2004.",
    isVerified: true,
    addedDaysAgo: 60,
  },
  {
    key: "brightline",
    name: "Brightline Builders",
    category: "General Contractor",
    addedBy: "daniel",
    howDoYouKnow: "neighbor",
    phone: "(503) 555-0202",
    email: "hello@brightlinebuilders.example",
    website: "https://brightlinebuilders.example",
    description: "Design-build remodeling: bathrooms, basements and small additions.",
    addedDaysAgo: 140,
  },
  {
    key: "freshcoat",
    name: "Fresh Coat Painting Co.",
    category: "Painter",
    addedBy: "maya",
    howDoYouKnow: "friend",
    phone: "(503) 555-0203",
    email: "estimates@freshcoatpainting.example",
    website: "https://freshcoatpainting.example",
    description: "Interior and exterior painting, cabinet refinishing, low-VOC paints.",
    isVerified: true,
    addedDaysAgo: 95,
  },
  {
    key: "reliable",
    name: "Reliable Rooter & Plumbing",
    category: "Plumber",
    addedBy: "daniel",
    howDoYouKnow: "friend",
    phone: "(503) 555-0204",
    email: "service@reliablerooter.example",
    website: "https://reliablerooter.example",
    address: "77 Water Street, Portland, OR 97214",
    description: "24/7 emergency plumbing, water heaters and drain cleaning.",
    isVerified: true,
    addedDaysAgo: 135,
  },
  {
    key: "pipeworks",
    name: "Pipeworks Plumbing",
    category: "Plumber",
    addedBy: "priya",
    howDoYouKnow: "online",
    phone: "(503) 555-0205",
    email: "jobs@pipeworksplumbing.example",
    description: "Repiping, fixture installs and bathroom rough-ins.",
    addedDaysAgo: 50,
  },
  {
    key: "spark",
    name: "Spark Electric Services",
    category: "Electrician",
    addedBy: "priya",
    howDoYouKnow: "friend",
    phone: "(503) 555-0206",
    email: "info@sparkelectric.example",
    website: "https://sparkelectric.example",
    description: "Panel upgrades, EV chargers, lighting and rewiring. Licensed master electrician.",
    isVerified: true,
    addedDaysAgo: 45,
  },
  {
    key: "comfortair",
    name: "Comfort Air Heating & Cooling",
    category: "HVAC",
    addedBy: "marcus",
    howDoYouKnow: "friend",
    phone: "(503) 555-0207",
    email: "service@comfortairhvac.example",
    website: "https://comfortairhvac.example",
    address: "2300 Industrial Way, Portland, OR 97214",
    description: "Furnaces, heat pumps, ductless mini-splits and seasonal tune-ups.",
    addedDaysAgo: 190,
  },
  {
    key: "heartwood",
    name: "Heartwood Carpentry",
    category: "Carpenter",
    addedBy: "tom",
    howDoYouKnow: "neighbor",
    phone: "(503) 555-0208",
    email: "eli@heartwoodcarpentry.example",
    description: "Custom built-ins, decks, trim and stair work. One-person shop, books a few weeks out.",
    addedDaysAgo: 120,
  },
  {
    key: "cascade",
    name: "Cascade Fence & Gate",
    category: "Fencing",
    addedBy: "daniel",
    howDoYouKnow: "online",
    phone: "(503) 555-0209",
    email: "quotes@cascadefence.example",
    website: "https://cascadefence.example",
    description: "Cedar, vinyl and ornamental fences and gates.",
    addedDaysAgo: 30,
  },
  {
    key: "nguyenlaw",
    name: "Nguyen Law Office",
    category: "Lawyer",
    addedBy: "sofia",
    howDoYouKnow: "friend",
    phone: "(503) 555-0210",
    email: "linda@nguyenlaw.example",
    website: "https://nguyenlaw.example",
    address: "400 Main Street, Suite 210, Portland, OR 97214",
    description: "Real estate closings, wills and estate planning.",
    addedDaysAgo: 170,
  },
  {
    key: "goldenhour",
    name: "Golden Hour Photography",
    category: "Photographer",
    addedBy: "priya",
    howDoYouKnow: "friend",
    phone: "(503) 555-0211",
    email: "book@goldenhourphoto.example",
    website: "https://goldenhourphoto.example",
    description: "Family, newborn and event photography. Outdoor sessions at golden hour.",
    addedDaysAgo: 70,
  },
  {
    key: "eastsideauto",
    name: "Eastside Auto Care",
    category: "Mechanic",
    addedBy: "marcus",
    howDoYouKnow: "friend",
    phone: "(503) 555-0212",
    email: "frontdesk@eastsideauto.example",
    address: "1815 Grand Avenue, Portland, OR 97214",
    description: "Honest repairs, brakes, diagnostics and pre-purchase inspections.",
    addedDaysAgo: 185,
  },
  {
    key: "solidground",
    name: "Solid Ground Concrete",
    category: "Concrete",
    addedBy: "sofia",
    howDoYouKnow: "neighbor",
    phone: "(503) 555-0213",
    email: "bids@solidgroundconcrete.example",
    description: "Driveways, patios, steps and foundation repair.",
    addedDaysAgo: 110,
  },
  {
    key: "greenthumb",
    name: "Green Thumb Lawn Care",
    category: "Lawn Care",
    addedBy: "maya",
    howDoYouKnow: "neighbor",
    phone: "(503) 555-0214",
    email: "crew@greenthumblawn.example",
    website: "https://greenthumblawn.example",
    description: "Weekly mowing, edging, leaf cleanup and seasonal fertilizing.",
    isVerified: true,
    addedDaysAgo: 200,
  },
  {
    key: "evergreen",
    name: "Evergreen Lawn & Garden",
    category: "Lawn Care",
    addedBy: "jamal",
    howDoYouKnow: "friend",
    phone: "(503) 555-0215",
    email: "hello@evergreenlawn.example",
    description: "Mowing, hedges, gutters and garden beds.",
    addedDaysAgo: 140,
  },
  {
    key: "sparkle",
    name: "Sparkle & Shine Cleaning",
    category: "House Cleaning",
    addedBy: "daniel",
    howDoYouKnow: "friend",
    phone: "(503) 555-0216",
    email: "schedule@sparkleshine.example",
    website: "https://sparkleshine.example",
    description: "Weekly, monthly and move-out cleaning with eco-friendly products.",
    addedDaysAgo: 130,
  },
  {
    key: "tidyhome",
    name: "Tidy Home Cleaners",
    category: "House Cleaning",
    addedBy: "hannah",
    howDoYouKnow: "family",
    phone: "(503) 555-0217",
    email: "tidyhome@cleaners.example",
    addedDaysAgo: 100,
  },
  {
    key: "reyes",
    name: "Dr. Amanda Reyes, Hawthorne Family Medicine",
    category: "General Physician",
    addedBy: "hannah",
    howDoYouKnow: "friend",
    phone: "(503) 555-0218",
    email: "appointments@hawthornefamilymed.example",
    website: "https://hawthornefamilymed.example",
    address: "3120 Hawthorne Boulevard, Portland, OR 97214",
    description: "Family medicine for all ages; same-week appointments.",
    addedDaysAgo: 155,
  },
  {
    key: "clearview",
    name: "Clear View Optometry",
    category: "Eye Care",
    addedBy: "jamal",
    howDoYouKnow: "friend",
    phone: "(503) 555-0219",
    email: "eyes@clearviewoptometry.example",
    website: "https://clearviewoptometry.example",
    description: "Eye exams, contact lenses and a great frame selection.",
    addedDaysAgo: 145,
  },
  {
    key: "motion",
    name: "Motion Physical Therapy",
    category: "Physical Therapist",
    addedBy: "tom",
    howDoYouKnow: "friend",
    phone: "(503) 555-0220",
    email: "frontdesk@motionpt.example",
    address: "2750 Belmont Street, Portland, OR 97214",
    description: "Sports injuries, post-surgery rehab and back pain.",
    addedDaysAgo: 90,
  },
  {
    key: "rosewood",
    name: "Rosewood Counseling (Ellen Park, LPC)",
    category: "Therapist",
    addedBy: "hannah",
    howDoYouKnow: "friend",
    phone: "(503) 555-0221",
    email: "ellen@rosewoodcounseling.example",
    description: "Individual and couples counseling; evening sessions available.",
    addedDaysAgo: 80,
  },
  {
    key: "belmontdental",
    name: "Belmont Family Dental",
    category: "Dentist",
    addedBy: "priya",
    howDoYouKnow: "friend",
    phone: "(503) 555-0222",
    email: "smile@belmontfamilydental.example",
    website: "https://belmontfamilydental.example",
    address: "2901 Belmont Street, Portland, OR 97214",
    description: "Gentle family dentistry, taking new patients.",
    isVerified: true,
    addedDaysAgo: 165,
  },
];

export type ProjectKey =
  | "maya-kitchen"
  | "maya-paint"
  | "maya-deck"
  | "maya-lawn"
  | "daniel-bath"
  | "daniel-fence"
  | "daniel-clean"
  | "priya-photos"
  | "priya-panel"
  | "marcus-furnace"
  | "sofia-driveway"
  | "sofia-gutters"
  | "tom-floors"
  | "hannah-faucet"
  | "hannah-hvac"
  | "jamal-lawn"
  | "jamal-pool";

interface DemoProjectBase {
  key: ProjectKey;
  owner: UserKey;
  title: string;
  description: string;
  category: string;
  status: ProjectStatus;
  budget?: string;
  startInDays: number;
  endInDays?: number;
  progress: number;
}

interface DemoOneTimeProject extends DemoProjectBase {
  projectType: "one_time";
}

interface DemoRecurringProject extends DemoProjectBase {
  projectType: "recurring";
  recurringFrequency: RecurringFrequency;
  recurringDayOfWeek?: number;
  recurringDayOfMonth?: number;
  /** Computed from the frequency and day when the service is running or planned. */
  hasNextService: boolean;
  recurringBudget: string;
  isRecurringActive: boolean;
  recurringNotes?: string;
}

export type DemoProject = DemoOneTimeProject | DemoRecurringProject;

export const DEMO_PROJECTS: DemoProject[] = [
  {
    key: "maya-kitchen",
    owner: "maya",
    projectType: "one_time",
    title: "Open-Plan Kitchen Remodel",
    description: "Open the wall to the dining room, new shaker cabinets, quartz counters and an island with seating.",
    category: "Kitchen Renovation",
    status: "in_progress",
    budget: "42000.00",
    startInDays: -30,
    progress: 45,
  },
  {
    key: "maya-paint",
    owner: "maya",
    projectType: "one_time",
    title: "Living Room & Hallway Repaint",
    description: "Walls, ceilings and trim in the living room, hallway and stairwell.",
    category: "Painting",
    status: "completed",
    budget: "3500.00",
    startInDays: -75,
    endInDays: -68,
    progress: 100,
  },
  {
    key: "maya-deck",
    owner: "maya",
    projectType: "one_time",
    title: "Backyard Deck Refresh",
    description: "Replace the rotten boards and railing, add steps down to a small concrete landing.",
    category: "Deck/Patio",
    status: "planning",
    budget: "9000.00",
    startInDays: 30,
    progress: 0,
  },
  {
    key: "maya-lawn",
    owner: "maya",
    projectType: "recurring",
    title: "Weekly Lawn Care",
    description: "Front and back lawn: mowing, edging and clippings hauled away.",
    category: "Lawn Care",
    status: "active",
    budget: "2600.00",
    startInDays: -150,
    progress: 0,
    recurringFrequency: "weekly",
    recurringDayOfWeek: 3,
    hasNextService: true,
    recurringBudget: "65.00",
    isRecurringActive: true,
    recurringNotes: "Gate code 4182. Leaf cleanup in November is extra.",
  },
  {
    key: "daniel-bath",
    owner: "daniel",
    projectType: "one_time",
    title: "Primary Bathroom Remodel",
    description: "Walk-in shower with a linear drain, heated floors, double vanity.",
    category: "Bathroom Remodel",
    status: "completed",
    budget: "18500.00",
    startInDays: -120,
    endInDays: -85,
    progress: 100,
  },
  {
    key: "daniel-fence",
    owner: "daniel",
    projectType: "one_time",
    title: "Replace Shared Backyard Fence",
    description: "About 140 ft of 6 ft cedar fence along the line we share with Tom, plus a new side gate.",
    category: "Fencing",
    status: "on_hold",
    budget: "6200.00",
    startInDays: 45,
    progress: 0,
  },
  {
    key: "daniel-clean",
    owner: "daniel",
    projectType: "recurring",
    title: "Monthly Deep Clean",
    description: "Whole house including the inside of the oven and fridge.",
    category: "House Cleaning",
    status: "active",
    startInDays: -100,
    progress: 0,
    recurringFrequency: "monthly",
    recurringDayOfMonth: 15,
    hasNextService: true,
    recurringBudget: "220.00",
    isRecurringActive: true,
  },
  {
    key: "priya-photos",
    owner: "priya",
    projectType: "one_time",
    title: "Family Photo Session",
    description: "An hour at the park for our holiday card, with the grandparents.",
    category: "Photography",
    status: "completed",
    budget: "650.00",
    startInDays: -40,
    endInDays: -40,
    progress: 100,
  },
  {
    key: "priya-panel",
    owner: "priya",
    projectType: "one_time",
    title: "Electrical Panel Upgrade",
    description: "Swap the old 100A panel for 200A so we can add an EV charger later.",
    category: "Electrical Work",
    status: "in_progress",
    budget: "4800.00",
    startInDays: -7,
    progress: 20,
  },
  {
    key: "marcus-furnace",
    owner: "marcus",
    projectType: "one_time",
    title: "Furnace Replacement",
    description: "The 25-year-old furnace finally gave up. High-efficiency replacement before winter.",
    category: "HVAC",
    status: "completed",
    budget: "7500.00",
    startInDays: -60,
    endInDays: -58,
    progress: 100,
  },
  {
    key: "sofia-driveway",
    owner: "sofia",
    projectType: "one_time",
    title: "New Driveway & Front Steps",
    description: "Tear out the cracked asphalt and pour a concrete driveway with new front steps.",
    category: "Other",
    status: "completed",
    budget: "11000.00",
    startInDays: -95,
    endInDays: -80,
    progress: 100,
  },
  {
    key: "sofia-gutters",
    owner: "sofia",
    projectType: "recurring",
    title: "Gutter Cleaning",
    description: "Once a year, roof gutters and downspouts, debris hauled away.",
    category: "Gutter Cleaning",
    status: "planning",
    startInDays: 40,
    progress: 0,
    recurringFrequency: "yearly",
    recurringDayOfMonth: 10,
    hasNextService: true,
    recurringBudget: "180.00",
    isRecurringActive: true,
  },
  {
    key: "tom-floors",
    owner: "tom",
    projectType: "one_time",
    title: "Refinish Hardwood Floors",
    description: "Sand and refinish the oak floors downstairs, about 800 sq ft.",
    category: "Flooring",
    status: "planning",
    budget: "5000.00",
    startInDays: 20,
    progress: 0,
  },
  {
    key: "hannah-faucet",
    owner: "hannah",
    projectType: "one_time",
    title: "Kitchen Faucet & Disposal",
    description: "Leaking faucet and a disposal that only hums.",
    category: "Plumbing",
    status: "completed",
    budget: "500.00",
    startInDays: -4,
    endInDays: -3,
    progress: 100,
  },
  {
    key: "hannah-hvac",
    owner: "hannah",
    projectType: "recurring",
    title: "Seasonal HVAC Tune-Up",
    description: "Heat pump check and filter change every quarter.",
    category: "HVAC Maintenance",
    status: "paused",
    startInDays: -200,
    progress: 0,
    recurringFrequency: "quarterly",
    recurringDayOfMonth: 1,
    hasNextService: false,
    recurringBudget: "129.00",
    isRecurringActive: false,
    recurringNotes: "Paused while the heat pump is under the installer's warranty service.",
  },
  {
    key: "jamal-lawn",
    owner: "jamal",
    projectType: "recurring",
    title: "Lawn Mowing",
    description: "Mow and edge the front yard and the strip along the sidewalk.",
    category: "Lawn Care",
    status: "active",
    startInDays: -90,
    progress: 0,
    recurringFrequency: "weekly",
    recurringDayOfWeek: 1,
    hasNextService: true,
    recurringBudget: "45.00",
    isRecurringActive: true,
  },
  {
    key: "jamal-pool",
    owner: "jamal",
    projectType: "recurring",
    title: "Pool Maintenance",
    description: "Weekly chemicals, skimming and filter cleaning.",
    category: "Pool Maintenance",
    status: "on_hold",
    startInDays: -20,
    progress: 0,
    recurringFrequency: "weekly",
    recurringDayOfWeek: 5,
    hasNextService: false,
    recurringBudget: "95.00",
    isRecurringActive: false,
    recurringNotes: "On hold until the liner is replaced in the spring.",
  },
];

export interface DemoLink {
  project: ProjectKey;
  provider: ProviderKey;
  status: ProjectProviderStatus;
  addedInDays: number;
  quoteAmount?: string;
  notes?: string;
  estimateInDays?: number;
  estimateTime?: string;
  workStartInDays?: number;
  finalAmount?: string;
  rating?: number;
  review?: string;
  /** When the job was finished (review and recommendation date). */
  finishedInDays?: number;
  isVouched?: boolean;
}

export const DEMO_LINKS: DemoLink[] = [
  {
    project: "maya-kitchen",
    provider: "oakridge",
    status: "in_progress",
    addedInDays: -58,
    quoteAmount: "39800.00",
    notes: "Cabinets ordered, eight weeks lead time. Demolition done in week one.",
    estimateInDays: -50,
    estimateTime: "10:00",
    workStartInDays: -21,
  },
  {
    project: "maya-kitchen",
    provider: "spark",
    status: "quoted",
    addedInDays: -20,
    quoteAmount: "4200.00",
    notes: "Six recessed lights, under-cabinet lighting and two new circuits for the island.",
    estimateInDays: -12,
    estimateTime: "16:30",
  },
  {
    project: "maya-kitchen",
    provider: "pipeworks",
    status: "estimate_scheduled",
    addedInDays: -6,
    estimateInDays: 3,
    estimateTime: "09:30",
  },
  {
    project: "maya-kitchen",
    provider: "brightline",
    status: "rejected",
    addedInDays: -57,
    quoteAmount: "46500.00",
    notes: "Great team but over budget and booked until spring.",
    estimateInDays: -52,
    estimateTime: "13:00",
  },
  {
    project: "maya-paint",
    provider: "freshcoat",
    status: "completed",
    addedInDays: -90,
    quoteAmount: "3400.00",
    notes: "Two coats, ceilings included.",
    estimateInDays: -85,
    estimateTime: "11:00",
    workStartInDays: -75,
    finalAmount: "3250.00",
    rating: 5,
    review: "Crisp lines, zero mess, and they finished a day early. Already booked them for the exterior next summer.",
    finishedInDays: -68,
    isVouched: true,
  },
  { project: "maya-deck", provider: "heartwood", status: "pending", addedInDays: -2 },
  {
    project: "maya-deck",
    provider: "solidground",
    status: "contacted",
    addedInDays: -5,
    notes: "Asked about a small concrete landing at the bottom of the new steps.",
  },
  {
    project: "maya-lawn",
    provider: "greenthumb",
    status: "active",
    addedInDays: -155,
    quoteAmount: "65.00",
    notes: "Per visit, billed monthly.",
    workStartInDays: -150,
    rating: 5,
    review: "Same crew every Wednesday and the yard has never looked better. They text when they are done.",
    finishedInDays: -120,
  },
  {
    project: "daniel-bath",
    provider: "brightline",
    status: "completed",
    addedInDays: -140,
    quoteAmount: "17900.00",
    estimateInDays: -135,
    estimateTime: "10:00",
    workStartInDays: -120,
    finalAmount: "18350.00",
    rating: 4,
    review: "Beautiful tile work. It ran a week over schedule, but they kept us informed the whole time.",
    finishedInDays: -85,
  },
  {
    project: "daniel-bath",
    provider: "reliable",
    status: "completed",
    addedInDays: -130,
    quoteAmount: "2200.00",
    workStartInDays: -112,
    finalAmount: "2100.00",
    rating: 5,
    review: "Moved the drain and re-plumbed the shower in a single day. Spotless when they left.",
    finishedInDays: -110,
    isVouched: true,
  },
  {
    project: "daniel-fence",
    provider: "cascade",
    status: "quoted",
    addedInDays: -28,
    quoteAmount: "5900.00",
    notes: "Cedar, 6 ft, 140 linear feet, removal of the old fence included.",
    estimateInDays: -21,
    estimateTime: "08:00",
  },
  { project: "daniel-fence", provider: "heartwood", status: "contacted", addedInDays: -25, notes: "Might build the gate only." },
  {
    project: "daniel-clean",
    provider: "sparkle",
    status: "active",
    addedInDays: -105,
    quoteAmount: "220.00",
    workStartInDays: -100,
    rating: 4,
    review: "Thorough and always on time. Once they forgot the upstairs bathroom, but came back the next day.",
    finishedInDays: -70,
  },
  {
    project: "priya-photos",
    provider: "goldenhour",
    status: "completed",
    addedInDays: -65,
    quoteAmount: "650.00",
    workStartInDays: -40,
    finalAmount: "600.00",
    rating: 5,
    review: "She got our toddler to smile in every shot. The gallery arrived in a week.",
    finishedInDays: -33,
    isVouched: true,
  },
  {
    project: "priya-panel",
    provider: "spark",
    status: "accepted",
    addedInDays: -14,
    quoteAmount: "4650.00",
    notes: "200A panel swap, permit and inspection included.",
    estimateInDays: -10,
    estimateTime: "15:00",
  },
  {
    project: "marcus-furnace",
    provider: "comfortair",
    status: "completed",
    addedInDays: -66,
    quoteAmount: "7400.00",
    estimateInDays: -64,
    estimateTime: "12:00",
    workStartInDays: -60,
    finalAmount: "7200.00",
    rating: 4,
    review: "Fair price and a clean install. Scheduling took a few calls.",
    finishedInDays: -58,
  },
  {
    project: "sofia-driveway",
    provider: "solidground",
    status: "completed",
    addedInDays: -105,
    quoteAmount: "10800.00",
    estimateInDays: -100,
    estimateTime: "09:00",
    workStartInDays: -95,
    finalAmount: "10400.00",
    rating: 5,
    review: "Perfect broom finish and they saved our old maple's roots. The crew was a pleasure.",
    finishedInDays: -80,
  },
  {
    project: "sofia-gutters",
    provider: "evergreen",
    status: "contacted",
    addedInDays: -4,
    notes: "Waiting for their fall schedule.",
  },
  {
    project: "tom-floors",
    provider: "heartwood",
    status: "estimate_scheduled",
    addedInDays: -6,
    estimateInDays: 5,
    estimateTime: "14:00",
  },
  { project: "tom-floors", provider: "brightline", status: "pending", addedInDays: -1 },
  {
    project: "hannah-faucet",
    provider: "reliable",
    status: "completed",
    addedInDays: -5,
    quoteAmount: "350.00",
    workStartInDays: -3,
    finalAmount: "385.00",
    rating: 4,
    review: "Showed up within the two-hour window and fixed the leak for good. A little pricey.",
    finishedInDays: -3,
  },
  {
    project: "hannah-hvac",
    provider: "comfortair",
    status: "active",
    addedInDays: -205,
    quoteAmount: "129.00",
    workStartInDays: -200,
    rating: 5,
    review: "They remind me before every season and the filter is always included.",
    finishedInDays: -110,
  },
  {
    project: "jamal-lawn",
    provider: "evergreen",
    status: "active",
    addedInDays: -92,
    quoteAmount: "45.00",
    workStartInDays: -90,
    rating: 4,
    review: "Reliable and reasonably priced; now and then they miss the back corner.",
    finishedInDays: -14,
  },
];

/**
 * Experiences recorded with the Add Provider and Experience wizard: like the app, each one
 * creates a project (completed, or an active recurring one for an ongoing relationship) with the
 * provider linked, and records the review as an "experience" recommendation.
 */
export interface DemoExperience {
  key: string;
  user: UserKey;
  provider: ProviderKey;
  type: "completed" | "ongoing";
  projectTitle: string;
  /** From the experience categories of the spec's constants and limits. */
  projectCategory: string;
  rating: number;
  /** The review (completed) or the description of the relationship (ongoing). */
  comment: string;
  finalAmount?: string;
  /** Ongoing only: how long they have known the provider. */
  relationshipDuration?: string;
  wouldVouch: boolean;
  daysAgo: number;
}

export const DEMO_EXPERIENCES: DemoExperience[] = [
  {
    key: "marcus-check-engine",
    user: "marcus",
    provider: "eastsideauto",
    type: "completed",
    projectTitle: "Check-Engine Light Diagnosis",
    projectCategory: "Auto Repair",
    rating: 5,
    comment: "Found the check-engine problem two other shops missed, at half the dealer's price.",
    finalAmount: "420.00",
    wouldVouch: true,
    daysAgo: 150,
  },
  {
    key: "sofia-brakes",
    user: "sofia",
    provider: "eastsideauto",
    type: "completed",
    projectTitle: "Brakes and Timing Belt",
    projectCategory: "Auto Repair",
    rating: 4,
    comment: "Fair prices and they explain everything before starting work.",
    finalAmount: "980.00",
    wouldVouch: false,
    daysAgo: 20,
  },
  {
    key: "sofia-closing",
    user: "sofia",
    provider: "nguyenlaw",
    type: "completed",
    projectTitle: "Home Purchase Closing",
    projectCategory: "Legal Services",
    rating: 5,
    comment: "Walked us through our home closing and caught a problem in the title report.",
    finalAmount: "1500.00",
    wouldVouch: true,
    daysAgo: 160,
  },
  {
    key: "hannah-family-doctor",
    user: "hannah",
    provider: "reyes",
    type: "ongoing",
    projectTitle: "Family Doctor",
    projectCategory: "Medical Care",
    rating: 5,
    comment: "Listens, never rushes, and the office actually calls back the same day.",
    relationshipDuration: "4 years",
    wouldVouch: true,
    daysAgo: 120,
  },
  {
    key: "maya-physical",
    user: "maya",
    provider: "reyes",
    type: "completed",
    projectTitle: "Annual Physical",
    projectCategory: "Medical Care",
    rating: 4,
    comment: "Great doctor; the waiting room can be busy on Mondays.",
    finalAmount: "40.00",
    wouldVouch: false,
    daysAgo: 45,
  },
  {
    key: "jamal-glasses",
    user: "jamal",
    provider: "clearview",
    type: "completed",
    projectTitle: "Eye Exam and New Glasses",
    projectCategory: "Eye Care",
    rating: 4,
    comment: "Quick exam and they helped me pick frames that fit.",
    finalAmount: "310.00",
    wouldVouch: true,
    daysAgo: 60,
  },
  {
    key: "tom-knee-rehab",
    user: "tom",
    provider: "motion",
    type: "completed",
    projectTitle: "Knee Surgery Rehab",
    projectCategory: "Physical Therapy",
    rating: 5,
    comment: "Six sessions after my knee surgery and I'm back to running.",
    finalAmount: "540.00",
    wouldVouch: true,
    daysAgo: 75,
  },
  {
    key: "hannah-counseling",
    user: "hannah",
    provider: "rosewood",
    type: "ongoing",
    projectTitle: "Counseling Sessions",
    projectCategory: "Therapy/Counseling",
    rating: 5,
    comment: "Warm, practical and easy to talk to. Evening slots are a lifesaver.",
    relationshipDuration: "1 year",
    wouldVouch: true,
    daysAgo: 65,
  },
  {
    key: "priya-dentist",
    user: "priya",
    provider: "belmontdental",
    type: "ongoing",
    projectTitle: "Family Dental Care",
    projectCategory: "Dental Care",
    rating: 5,
    comment: "Our kids actually look forward to their cleanings.",
    relationshipDuration: "3 years",
    wouldVouch: true,
    daysAgo: 150,
  },
  {
    key: "tom-crown",
    user: "tom",
    provider: "belmontdental",
    type: "completed",
    projectTitle: "Crown Replacement",
    projectCategory: "Dental Care",
    rating: 4,
    comment: "Gentle and on time; billing took two calls to sort out.",
    finalAmount: "1150.00",
    wouldVouch: false,
    daysAgo: 40,
  },
];

/** Vouches: the provider goes on the user's list as vouched and the network sees a recommendation. */
export interface DemoVouch {
  user: UserKey;
  provider: ProviderKey;
  rating: number;
  comment?: string;
  daysAgo: number;
}

export const DEMO_VOUCHES: DemoVouch[] = [
  { user: "maya", provider: "greenthumb", rating: 5, comment: "Best lawn crew in the neighbourhood.", daysAgo: 110 },
  { user: "maya", provider: "freshcoat", rating: 5, comment: "Tidy, fast and fairly priced.", daysAgo: 66 },
  { user: "daniel", provider: "reliable", rating: 5, comment: "Call them first for anything plumbing.", daysAgo: 100 },
  { user: "priya", provider: "goldenhour", rating: 5, comment: "Book early, she fills up before the holidays.", daysAgo: 30 },
  { user: "marcus", provider: "comfortair", rating: 4, daysAgo: 55 },
  {
    user: "tom",
    provider: "heartwood",
    rating: 5,
    comment: "Built our bookshelves; the craftsmanship is outstanding.",
    daysAgo: 90,
  },
  { user: "sofia", provider: "solidground", rating: 5, comment: "Ask for Manny, he's a perfectionist.", daysAgo: 78 },
  { user: "jamal", provider: "clearview", rating: 5, daysAgo: 58 },
  { user: "hannah", provider: "reyes", rating: 5, comment: "The best family doctor we've had.", daysAgo: 8 },
  // Vouches for providers the user had not listed before (sourceType "vouched").
  {
    user: "sofia",
    provider: "oakridge",
    rating: 5,
    comment: "They built my parents' addition years ago and it still looks new.",
    daysAgo: 15,
  },
  {
    user: "jamal",
    provider: "motion",
    rating: 5,
    comment: "Fixed my shoulder after a season of pickup basketball.",
    daysAgo: 26,
  },
  { user: "marcus", provider: "spark", rating: 4, daysAgo: 11 },
];

/** Providers saved from a friend's list ("which friend it came from"). */
export interface DemoSaved {
  user: UserKey;
  provider: ProviderKey;
  fromFriend: UserKey;
  daysAgo: number;
}

export const DEMO_SAVED: DemoSaved[] = [
  { user: "maya", provider: "reliable", fromFriend: "daniel", daysAgo: 25 },
  { user: "maya", provider: "belmontdental", fromFriend: "priya", daysAgo: 18 },
  { user: "tom", provider: "comfortair", fromFriend: "marcus", daysAgo: 35 },
  { user: "hannah", provider: "goldenhour", fromFriend: "priya", daysAgo: 12 },
  { user: "jamal", provider: "eastsideauto", fromFriend: "marcus", daysAgo: 9 },
  { user: "priya", provider: "nguyenlaw", fromFriend: "sofia", daysAgo: 22 },
];

export interface DemoCollaborator {
  project: ProjectKey;
  user: UserKey;
  daysAgo: number;
}

export const DEMO_COLLABORATORS: DemoCollaborator[] = [
  { project: "daniel-fence", user: "tom", daysAgo: 27 },
  { project: "maya-deck", user: "tom", daysAgo: 4 },
  { project: "maya-kitchen", user: "hannah", daysAgo: 40 },
];

interface DemoSuggestion {
  key: string;
  by: UserKey;
  provider?: ProviderKey;
  /** A provider who is not in the directory (name and contact typed in). */
  freeText?: { name: string; category: string; phone?: string; email?: string };
  comment: string;
  daysAgo: number;
  vouches: { user: UserKey; comment?: string; daysAgo: number }[];
  /** The requester saved the suggested provider to their list this many days ago. */
  savedDaysAgo?: number;
}

export interface DemoRequest {
  key: string;
  user: UserKey;
  title: string;
  description?: string;
  category: string;
  location?: string;
  budgetRange?: string;
  timeline?: string;
  status: "active" | "resolved";
  daysAgo: number;
  suggestions: DemoSuggestion[];
}

export const DEMO_REQUESTS: DemoRequest[] = [
  {
    key: "tom-water-heater",
    user: "tom",
    title: "Plumber to replace a leaking water heater",
    description: "Our 12-year-old tank is dripping from the bottom. Looking for someone who can swap it this week.",
    category: "Plumber",
    location: "Alder Lane",
    budgetRange: "$1,500 - $3,000",
    timeline: "This week",
    status: "active",
    daysAgo: 2,
    suggestions: [
      {
        key: "daniel-reliable",
        by: "daniel",
        provider: "reliable",
        comment: "They re-plumbed our shower and did a great job. Ask for Luis.",
        daysAgo: 2,
        vouches: [{ user: "hannah", comment: "Fixed our faucet the same day.", daysAgo: 1 }],
      },
      {
        key: "priya-pipeworks",
        by: "priya",
        provider: "pipeworks",
        comment: "Haven't hired them yet but they were quick to call back.",
        daysAgo: 1,
        vouches: [],
      },
    ],
  },
  {
    key: "hannah-dentist",
    user: "hannah",
    title: "Family dentist taking new patients",
    description: "Ideally good with nervous kids.",
    category: "Dentist",
    location: "Linden Avenue",
    timeline: "Next month",
    status: "active",
    daysAgo: 6,
    suggestions: [
      {
        key: "priya-belmont",
        by: "priya",
        provider: "belmontdental",
        comment: "Dr. Patel is wonderful with kids.",
        daysAgo: 5,
        vouches: [{ user: "tom", comment: "We go there too, very gentle.", daysAgo: 4 }],
      },
    ],
  },
  {
    key: "sofia-mechanic",
    user: "sofia",
    title: "Trustworthy mechanic for an older Subaru",
    category: "Mechanic",
    budgetRange: "Under $1,000",
    status: "resolved",
    daysAgo: 30,
    suggestions: [
      {
        key: "marcus-eastside",
        by: "marcus",
        provider: "eastsideauto",
        comment: "Been going there for years. They won't upsell you.",
        daysAgo: 29,
        vouches: [{ user: "jamal", daysAgo: 28 }],
        savedDaysAgo: 28,
      },
    ],
  },
  {
    key: "jamal-cleaning",
    user: "jamal",
    title: "House cleaner once a month",
    description: "Three bedrooms, two baths, one very fluffy dog.",
    category: "House Cleaning",
    location: "Linden Avenue",
    budgetRange: "$150 - $250 per visit",
    timeline: "Starting next month",
    status: "active",
    daysAgo: 1,
    suggestions: [
      {
        key: "hannah-tidyhome",
        by: "hannah",
        provider: "tidyhome",
        comment: "My sister's team, very thorough and fine with pets.",
        daysAgo: 1,
        vouches: [],
      },
      {
        key: "maya-rosa",
        by: "maya",
        freeText: { name: "Rosa Martinez", category: "House Cleaning", phone: "(503) 555-0299" },
        comment: "Independent cleaner who works for a few people on our street.",
        daysAgo: 0,
        vouches: [{ user: "daniel", comment: "Rosa is fantastic.", daysAgo: 0 }],
      },
    ],
  },
  {
    key: "maya-ev-charger",
    user: "maya",
    title: "Electrician to install an EV charger",
    description: "Level 2 charger in the garage, panel is 200A.",
    category: "Electrician",
    timeline: "Within two months",
    status: "active",
    daysAgo: 3,
    suggestions: [
      {
        key: "priya-spark",
        by: "priya",
        provider: "spark",
        comment: "They're doing our panel right now. Tidy and on time.",
        daysAgo: 2,
        vouches: [],
      },
    ],
  },
];

/** Visits of recurring services (the spec's entities service_occurrences). */
export interface DemoOccurrence {
  project: ProjectKey;
  scheduledInDays: number;
  status: "scheduled" | "completed" | "skipped" | "cancelled";
  actualCost?: string;
  notes?: string;
  rating?: number;
}

export const DEMO_OCCURRENCES: DemoOccurrence[] = [
  { project: "maya-lawn", scheduledInDays: -14, status: "completed", actualCost: "65.00", rating: 5 },
  {
    project: "maya-lawn",
    scheduledInDays: -7,
    status: "completed",
    actualCost: "80.00",
    notes: "Extra leaf cleanup in the back.",
    rating: 5,
  },
  { project: "daniel-clean", scheduledInDays: -20, status: "completed", actualCost: "220.00", rating: 4 },
  {
    project: "hannah-hvac",
    scheduledInDays: -110,
    status: "completed",
    actualCost: "129.00",
    notes: "Replaced the filter, checked refrigerant.",
    rating: 5,
  },
  { project: "jamal-lawn", scheduledInDays: -14, status: "skipped", notes: "Rained out." },
];
