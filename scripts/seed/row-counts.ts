/** How many rows the seeds write per table (the demo and the scale seed report the same tables). */
export interface RowCounts {
  users: number;
  providers: number;
  userProviders: number;
  projects: number;
  projectProviders: number;
  collaborators: number;
  reviews: number;
  recommendations: number;
  serviceOccurrences: number;
  providerRequests: number;
  providerSuggestions: number;
  suggestionVouches: number;
}
