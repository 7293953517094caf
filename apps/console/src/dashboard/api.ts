import type { components } from '@backoffice/api-client';
import type { WidgetPosition } from '@backoffice/domain/model';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiClient, unwrap } from '../session/api';
import { useSession } from '../session/SessionProvider';

export type Announcement = components['schemas']['Announcement'];

const widgetsKey = (userId: number | undefined) => ['dashboard-widgets', userId] as const;

/** The saved layout, or null when the user has never changed the defaults (404). */
export function useSavedWidgets() {
  const { session } = useSession();
  const userId = session?.userId;
  return useQuery({
    queryKey: widgetsKey(userId),
    queryFn: async (): Promise<WidgetPosition[] | null> => {
      try {
        const saved = await unwrap(
          apiClient().GET('/backoffice/users/{userId}/widgets', {
            params: { path: { userId: userId as number } },
          }),
        );
        return saved.widgets_configuration;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    enabled: userId !== undefined,
  });
}

export function useSaveWidgets() {
  const { session } = useSession();
  const queryClient = useQueryClient();
  const userId = session?.userId;
  return useMutation({
    mutationFn: (widgets_configuration: WidgetPosition[]) =>
      unwrap(
        apiClient().PUT('/backoffice/users/{userId}/widgets', {
          params: { path: { userId: userId as number } },
          body: { widgets_configuration },
        }),
      ),
    onMutate: (layout) => queryClient.setQueryData(widgetsKey(userId), layout),
    onSettled: () => queryClient.invalidateQueries({ queryKey: widgetsKey(userId) }),
  });
}

export function useAnnouncements() {
  const { session } = useSession();
  const serviceUserId = session?.serviceUserId ?? null;
  return useQuery({
    queryKey: ['announcements', serviceUserId],
    queryFn: async () =>
      (
        await unwrap(
          apiClient().GET('/service-users/{serviceUserId}/announcements', {
            params: { path: { serviceUserId: serviceUserId as number } },
          }),
        )
      ).announcements,
    enabled: serviceUserId !== null,
  });
}

export function useUpdateContactDetails() {
  const { session } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (details: { email: string; mobile: string }) =>
      unwrap(
        apiClient().PATCH('/backoffice/users/{userId}/contact-details', {
          params: { path: { userId: session?.userId as number } },
          body: details,
        }),
      ),
    onSuccess: (user) => queryClient.setQueryData(['backoffice-user', session?.userId], user),
  });
}
