// Query module for a project's providers: the links, attaching, the multipart update and photos.
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ProjectProviderWithProvider } from "@common/schemas/project-providers";
import { apiJson, apiRequest, type Keyed } from "@/lib/api-client";
import { apiUpload, type UploadProgress } from "@/lib/api-upload";
import { featureCalls, REDIRECT, type FailureToast } from "@/lib/query-client";
import { providerKeys } from "@/features/providers/api/providers";
import { invalidateProjects, projectKeys } from "./projects";

// This module's calls (through `calls`) meet an expired session with the spec's "Unauthorized" toast and sign in again.
const calls = featureCalls(REDIRECT);

export const projectProviderQueries = {
  list: (projectId: string) => queryOptions<ProjectProviderWithProvider[]>({ queryKey: projectKeys.providers(projectId) }),
};
export const useProjectProviders = (projectId: string) => useQuery(projectProviderQueries.list(projectId));

export function useAttachProvider(failureToast?: FailureToast) {
  const client = useQueryClient();
  return calls.useMutation({
    meta: { failureToast },
    mutationFn: ({ projectId, providerId, idempotencyKey }: Keyed<{ projectId: string; providerId: string }>) =>
      apiJson<ProjectProviderWithProvider>("POST", `/api/projects/${projectId}/providers`, { providerId }, { idempotencyKey }),
    onSuccess: () =>
      Promise.all([
        invalidateProjects(client),
        // Attaching also puts the provider on the user's own list.
        client.invalidateQueries({ queryKey: providerKeys.saved() }),
        client.invalidateQueries({ queryKey: providerKeys.list() }),
      ]),
  });
}

interface LinkUpdate {
  linkId: string;
  fields: Record<string, string | number | null | undefined>;
  quotePdf?: File | null;
  photos?: File[];
  /** Each photo's share sent so far (0–1), in the order given, while they upload. */
  onPhotoProgress?: (sent: number[]) => void;
}

/** PUT /api/project-providers/{id} as multipart, then the photos (the spec's calls: sent after the update). */
async function updateLink({
  linkId,
  fields,
  quotePdf,
  photos,
  onPhotoProgress,
}: LinkUpdate): Promise<ProjectProviderWithProvider> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null) form.append(key, String(value));
  }
  if (quotePdf) form.append("quotePdf", quotePdf);
  let updated = (await (await apiRequest("PUT", `/api/project-providers/${linkId}`, form)).json()) as ProjectProviderWithProvider;
  if (photos && photos.length > 0) updated = await uploadPhotos(linkId, photos, onPhotoProgress);
  return updated;
}

/**
 * The share of each file sent when `loaded` of the request's bytes are: the files lie in the body
 * in order, and the multipart framing (a few hundred bytes) is spread over them.
 */
export function perFileProgress(sizes: number[], { loaded, total }: UploadProgress): number[] {
  const content = sizes.reduce((a, b) => a + b, 0);
  const done = total > 0 && loaded >= total;
  const sent = total > 0 ? (Math.min(loaded, total) / total) * content : 0;
  let offset = 0;
  return sizes.map((size) => {
    const share = size === 0 ? (done || sent > offset ? 1 : 0) : Math.min(1, Math.max(0, (sent - offset) / size));
    offset += size;
    return share;
  });
}

/** The spec's one multipart request with every photo, its bytes' progress reported per file. */
async function uploadPhotos(
  linkId: string,
  photos: File[],
  onProgress?: (sent: number[]) => void,
): Promise<ProjectProviderWithProvider> {
  const form = new FormData();
  for (const photo of photos) form.append("photos", photo);
  const sizes = photos.map((p) => p.size);
  return apiUpload<ProjectProviderWithProvider>("POST", `/api/project-providers/${linkId}/photos`, form, (p) =>
    onProgress?.(perFileProgress(sizes, p)),
  );
}

export function useUpdateLink(failureToast?: FailureToast) {
  const client = useQueryClient();
  return calls.useMutation({ mutationFn: updateLink, meta: { failureToast }, onSettled: () => invalidateProjects(client) });
}

/**
 * "Undo" of rejections (the toast's and the rejected card's): each link goes back to the status it
 * was rejected from (POST /api/project-providers/{id}/undo-reject).
 */
export function useUndoReject(failureToast?: FailureToast) {
  const client = useQueryClient();
  return calls.useMutation({
    meta: { failureToast },
    mutationFn: (linkIds: string[]) =>
      Promise.all(linkIds.map((id) => apiJson<ProjectProviderWithProvider>("POST", `/api/project-providers/${id}/undo-reject`))),
    onSettled: () => invalidateProjects(client),
  });
}

export function useRemovePhoto(failureToast?: FailureToast) {
  const client = useQueryClient();
  return calls.useMutation({
    meta: { failureToast },
    mutationFn: ({ linkId, fileId }: { linkId: string; fileId: string }) =>
      apiJson<ProjectProviderWithProvider>("DELETE", `/api/project-providers/${linkId}/photos/${fileId}`),
    onSuccess: () => invalidateProjects(client),
  });
}
