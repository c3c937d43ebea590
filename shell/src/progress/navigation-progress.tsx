import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ProgressBar } from '@dating/shared/ui/progress-bar';
import { SHELL_NAMESPACE } from '../locale/locale-loaders';
import { createProgressController, HIDDEN, type ProgressController } from './progress-controller';

const ProgressContext = createContext<ProgressController | null>(null);

/** Owns the navigation progress bar; the content slot reports loading start and end to it. */
export function NavigationProgress({ children }: { children: ReactNode }) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const [state, setState] = useState(HIDDEN);
  const controller = useMemo(() => createProgressController(setState), []);
  useEffect(() => () => controller.dispose(), [controller]);
  return (
    <ProgressContext.Provider value={controller}>
      <ProgressBar value={state.value} visible={state.visible} failed={state.failed} label={t('progress.label')} />
      {children}
    </ProgressContext.Provider>
  );
}

export function useNavigationProgress(): ProgressController | null {
  return useContext(ProgressContext);
}
