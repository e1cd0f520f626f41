import type { ConsoleConfig } from '@dahua/shared/contracts/system';
import { useQuery } from '@tanstack/react-query';
import { loadConfig, saveConfig } from '../services/storage';
import { fetchConsoleConfig } from './auth';

/** The server's console settings, kept as the stored config record (SPEC §3) and refreshed. */
export function useConsoleConfig(): ConsoleConfig | null {
  const { data } = useQuery({
    queryKey: ['console-config'],
    queryFn: async () => {
      const config = await fetchConsoleConfig();
      saveConfig(config);
      return config;
    },
    initialData: loadConfig() ?? undefined,
    staleTime: 5 * 60_000,
  });
  return data ?? null;
}
