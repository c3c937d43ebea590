import type { Settings } from '@dating/shared/contracts/settings';
import { useFictionalWords, type FictionalWordSettings } from '@dating/shared/i18n/common-labels';
import { FictionalIcon } from '@dating/shared/ui/fictional-icon';

type MarkSettings = Pick<Settings, 'fictional_icon'> & FictionalWordSettings;

/**
 * The site's fictional marker beside a fictional profile's name, as the search cards show it: the
 * settings' symbol, named for screen readers and on hover by the settings' word for it.
 */
export function FictionalMark({ settings, className }: { settings: MarkSettings; className?: string }) {
  const word = useFictionalWords(settings).singular;
  return (
    // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- the marker is a text glyph from settings, not an image file an <img> could show
    <span role="img" aria-label={word} title={word} className={className} css={{ display: 'inline-block', flex: 'none' }}>
      <FictionalIcon icon={settings.fictional_icon} />
    </span>
  );
}
