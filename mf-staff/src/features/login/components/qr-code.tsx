import { useEffect, useState } from 'react';
import { Spinner } from '@dating/shared/ui/spinner';
import { theme } from '@dating/shared/ui/theme-tokens';

const SIZE = 200;

/**
 * The otpauth:// URI as a QR code, drawn as SVG by the `qrcode` package and shown as an image with an
 * accessible name. The package comes with this step only (a dynamic import): the login's other steps,
 * and every staff member who has an authenticator already, never download it.
 */
export function QrCode({ uri, label, loadingLabel }: { uri: string; label: string; loadingLabel: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    setSvg(null);
    void import(/* webpackChunkName: "qrcode" */ 'qrcode')
      .then((qrcode) =>
        qrcode.toString(uri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M', color: { dark: '#1d1b20', light: '#ffffff' } }),
      )
      .then(
        (drawn) => {
          if (current) setSvg(drawn);
        },
        (error: unknown) => console.error('[mf-staff] QR code failed', error),
      );
    return () => {
      current = false;
    };
  }, [uri]);
  const frame = {
    width: SIZE,
    height: SIZE,
    flex: 'none',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radius,
    background: '#ffffff',
  } as const;
  return svg ? (
    <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`} alt={label} width={SIZE} height={SIZE} css={frame} />
  ) : (
    <div css={frame}>
      <Spinner label={loadingLabel} />
    </div>
  );
}
