// Query modules for a project's providers: the links, attaching, the multipart update and photos.
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ProjectProviderWithProvider } from "@common/schemas/project-providers";
import { apiJson, apiRequest, isUnauthorizedError, serverMessage } from "@/lib/api-client";
import { invalidateProjects, projectKeys } from "./projects";

export const getProjectProviders = (projectId: string) =>
  apiJson<ProjectProviderWithProvider[]>("GET", `/api/projects/${projectId}/providers`);
export const projectProvidersQueryOptions = (projectId: string) =>
  queryOptions({ queryKey: projectKeys.providers(projectId), queryFn: () => getProjectProviders(projectId) });
export const useProjectProviders = (projectId: string) => useQuery(projectProvidersQueryOptions(projectId));

export const attachProvider = ({ projectId, providerId }: { projectId: string; providerId: string }) =>
  apiJson<ProjectProviderWithProvider>("POST", `/api/projects/${projectId}/providers`, { providerId });
export function useAttachProvider() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: attachProvider,
    onSuccess: () =>
      Promise.all([
        invalidateProjects(client),
        // Attaching also puts the provider on the user's own list.
        client.invalidateQueries({ queryKey: ["/api/providers/saved"] }),
        client.invalidateQueries({ queryKey: ["/api/providers"] }),
      ]),
  });
}

export const UPDATE_QUOTE_FALLBACK = "Failed to update quote";
export const UPLOAD_PHOTOS_FALLBACK = "Failed to upload photos";

export interface LinkUpdate {
  linkId: string;
  fields: Record<string, string | number | null | undefined>;
  quotePdf?: File | null;
  photos?: File[];
}

/** Spec §8: a non-ok response throws the server's message, else the fallback; 401 stays as is. */
function rethrow(err: unknown, fallback: string): never {
  if (isUnauthorizedError(err)) throw err;
  throw new Error(serverMessage(err, fallback));
}

/** PUT /api/project-providers/{id} as multipart, then the photos (spec §7: sent after the update). */
export async function updateLink({ linkId, fields, quotePdf, photos }: LinkUpdate): Promise<ProjectProviderWithProvider> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null) form.append(key, String(value));
  }
  if (quotePdf) form.append("quotePdf", quotePdf);
  let updated: ProjectProviderWithProvider;
  try {
    updated = (await (await apiRequest("PUT", `/api/project-providers/${linkId}`, form)).json()) as ProjectProviderWithProvider;
  } catch (err) {
    rethrow(err, UPDATE_QUOTE_FALLBACK);
  }
  if (photos && photos.length > 0) updated = await uploadPhotos({ linkId, photos });
  return updated;
}

export async function uploadPhotos({ linkId, photos }: { linkId: string; photos: File[] }): Promise<ProjectProviderWithProvider> {
  const form = new FormData();
  for (const photo of photos) form.append("photos", photo);
  try {
    return (await (await apiRequest("POST", `/api/project-providers/${linkId}/photos`, form)).json()) as ProjectProviderWithProvider;
  } catch (err) {
    rethrow(err, UPLOAD_PHOTOS_FALLBACK);
  }
}

export function useUpdateLink() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateLink, onSettled: () => invalidateProjects(client) });
}

export const removePhoto = ({ linkId, fileId }: { linkId: string; fileId: string }) =>
  apiJson<ProjectProviderWithProvider>("DELETE", `/api/project-providers/${linkId}/photos/${fileId}`);
export function useRemovePhoto() {
  const client = useQueryClient();
  return useMutation({ mutationFn: removePhoto, onSuccess: () => invalidateProjects(client) });
}

export interface SavedProvider {
  id: string;
  name: string;
  category: string;
  email: string | null;
  phone: string | null;
  rating: string;
  reviewCount: number;
}

/** The user's own providers (providers feature), optionally by category. */
export const getSavedProviders = (category?: string) =>
  apiJson<SavedProvider[]>("GET", `/api/providers/saved${category ? `?category=${encodeURIComponent(category)}` : ""}`);
export const savedProvidersQueryOptions = (category?: string) =>
  queryOptions({ queryKey: ["/api/providers/saved", { category: category ?? "all" }], queryFn: () => getSavedProviders(category) });
export const useSavedProviders = (category: string | undefined, enabled: boolean) =>
  useQuery({ ...savedProvidersQueryOptions(category), enabled });
