import { apiRequest } from '@cc/api/client';
import type { AdminDashboard, AdminSystemStatus } from '@cc/api/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dashboardQueryKey } from './get-dashboard';

/** GET /api/admin/system-status: runs the checks now. */
export function checkSystemStatus(): Promise<AdminSystemStatus> {
  return apiRequest<AdminSystemStatus>('GET', '/api/admin/system-status');
}

/** 'Check again': runs the checks and puts the answer into the dashboard shown. */
export function useCheckSystemStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkSystemStatus,
    meta: { adminCall: true },
    onSuccess: (system) => {
      queryClient.setQueryData<AdminDashboard>(dashboardQueryKey, (current) =>
        current ? { ...current, system } : current,
      );
    },
  });
}
