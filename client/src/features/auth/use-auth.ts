// Spec §4: signed in when GET /api/auth/user returns data; loading while it runs; never retried.
import { useQuery } from "@tanstack/react-query";
import type { AuthUser } from "@common/schemas/auth";
import { getQueryFn } from "@/lib/query-client";

export const authUserKey = ["/api/auth/user"] as const;

export function useAuth() {
  const { data: user, isLoading } = useQuery<AuthUser | null>({
    queryKey: authUserKey,
    queryFn: getQueryFn({ on401: "returnNull" }),
  });
  return { user: user ?? null, isLoading, isAuthenticated: !!user };
}
