import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import type { CompiledConfig } from '../../../src/rules-model/compiled-types';
import { isFrameMessage, PREVIEW_FRAME_NAME, PREVIEW_PROTOCOL, type ScenarioMessage } from '../../../src/decision/preview-bridge';
import type { Facts } from '../../../src/generated/schema-types';
import { frameTarget, scenarioUrl } from './frame-url';

/**
 * What the shell in the frame needs, and nothing more: scripts; its own origin (the preview and the
 * frame check each other's origin on every message, and the embedded backend, cookies and storage
 * are per origin); forms (a sandbox without them drops the submit event, and the login form, chat
 * and dialogs submit). Not top navigation, popups, modals or downloads: a page in the frame can
 * neither take the preview's tab elsewhere nor open windows. Same-origin and scripts together let
 * a page of this origin lift its own sandbox; the origin check before loading is what keeps other
 * pages out.
 */
export const FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-forms';

/**
 * The real site in an iframe as wide as the scenario's device, scaled down to fit: it renders
 * the scenario's facts with the previewed config (src/decision/preview-bridge.ts). A new site or
 * persona reloads the frame so every backend answer is the new visitor's; anything else is a message.
 */
export function FrameHost({
  config,
  facts,
  siteKey,
  persona,
  width,
  label,
  testId,
}: {
  config: CompiledConfig;
  facts: Facts;
  siteKey: string;
  persona: string;
  width: number;
  label: string;
  testId: string;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const box = useRef<HTMLDivElement>(null);
  // Counts the frame's `ready` messages: a reload inside the frame asks for the scenario again.
  const [ready, setReady] = useState(0);
  const [where, setWhere] = useState<string | null>(null);
  const [size, setSize] = useState({ w: 800, h: 600 });
  const target = frameTarget(scenarioUrl(config, facts, siteKey), window.location.origin);
  const url = target.url;
  const reloadKey = `${siteKey}|${persona}`;
  const [src, setSrc] = useState<{ key: string; url: string } | null>(null);
  // A refused URL loads nothing: the frame keeps the last good scenario (or stays empty) until one is fine.
  const reload = target.ok && src?.key !== reloadKey ? target.src : null;

  useEffect(() => {
    if (!reload) return;
    setReady(0);
    setSrc({ key: reloadKey, url: reload });
    // Only a new site or persona reloads; the URL follows by message.
  }, [reload, reloadKey]);

  useEffect(() => {
    const onMessage = (e: MessageEvent) => {
      if (e.source !== frame.current?.contentWindow || e.origin !== window.location.origin || !isFrameMessage(e.data)) return;
      if (e.data.type === 'meridian-preview:ready') setReady((n) => n + 1);
      else setWhere(e.data.href);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  useEffect(() => {
    if (!ready || !target.ok) return;
    const msg: ScenarioMessage = {
      type: 'meridian-preview:scenario',
      protocol: PREVIEW_PROTOCOL,
      config,
      facts,
      url,
      backend: { persona, site: siteKey },
    };
    frame.current?.contentWindow?.postMessage(msg, window.location.origin);
  }, [ready, target.ok, config, facts, url, persona, siteKey]);

  useEffect(() => {
    const el = box.current;
    if (!el) return undefined;
    const ro = new ResizeObserver(([entry]) => {
      if (entry) setSize({ w: entry.contentRect.width, h: entry.contentRect.height });
    });
    ro.observe(el);
    return () => ro.disconnect();
  }, []);

  const scale = Math.min(1, size.w / width);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}>
      <Typography variant="caption" color="text.secondary" sx={{ px: 0.5 }} data-testid={`${testId}-status`}>
        {width}px{scale < 1 ? ` shown at ${Math.round(scale * 100)}%` : ''} ·{' '}
        {!target.ok ? 'not loaded' : ready ? `at ${where ?? url}` : 'loading…'}
      </Typography>
      {!target.ok ? (
        <Alert severity="error" data-testid={`${testId}-refused`} sx={{ py: 0, fontSize: 13 }}>
          Not loaded: {target.reason}.{src ? ' The last good page stays in the frame.' : ''}
        </Alert>
      ) : null}
      <Box ref={box} sx={{ flex: 1, minHeight: 320, position: 'relative', overflow: 'hidden', bgcolor: 'grey.200', borderRadius: 1 }}>
        {src && (
          <iframe
            key={src.key}
            ref={frame}
            src={src.url}
            sandbox={FRAME_SANDBOX}
            name={PREVIEW_FRAME_NAME}
            title={label}
            data-testid={testId}
            style={{
              width,
              height: size.h / scale,
              border: 0,
              background: '#fff',
              transform: `scale(${scale})`,
              transformOrigin: '0 0',
              position: 'absolute',
              left: 0,
              top: 0,
            }}
          />
        )}
      </Box>
    </Box>
  );
}
