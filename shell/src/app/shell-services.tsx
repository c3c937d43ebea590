import { createContext, useContext, type ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import type { ApiClient } from '@dating/shared/api-client/api-client';
import type { EventBus } from '@dating/shared/bus/event-bus';
import type { Settings } from '@dating/shared/contracts/settings';
import type { ShellContextHandle } from '../parcels/create-shell-context';
import type { ParcelLoader } from '../parcels/parcel-types';
import type { LocaleController } from '../locale/locale-controller';
import type { ChunkReloadGuard } from '../federation/chunk-reload-guard';

/** Everything the shell's components need, created once at boot (tests build their own). */
export interface ShellServices {
  bus: EventBus;
  api: ApiClient;
  i18n: I18n;
  settings: Settings;
  shell: ShellContextHandle;
  loadParcel: ParcelLoader;
  locale: LocaleController;
  chunkGuard: ChunkReloadGuard;
  /** localStorage, or a stand-in where storage is blocked. */
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now: () => number;
  logout: () => Promise<void>;
}

const ServicesContext = createContext<ShellServices | null>(null);

export function ServicesProvider({ services, children }: { services: ShellServices; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useServices(): ShellServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices outside ServicesProvider');
  return services;
}
