// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderShell } from '../../test-support/render-shell';
import type { ChatRoomProps } from './chat-room-source';
import { RemoteChatRoom } from './remote-chat-room';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('RemoteChatRoom (production: the micro front end from the static host)', () => {
  it('mounts the module into its box with the room props and unmounts it with the window', async () => {
    const calls: ChatRoomProps[] = [];
    const unmount = vi.fn();
    const importer = vi.fn(async () => ({
      mount: (el: HTMLElement, props: ChatRoomProps) => {
        calls.push(props);
        el.textContent = 'remote room';
        return unmount;
      },
    }));
    const view = await renderShell(
      <RemoteChatRoom url="https://static.meridian.example/mfe/chatroom/v1/index.js" importer={importer} to="42" lang="ar" dir="rtl" />,
    );
    expect(screen.getByRole('status').textContent).toBe('Loading the chat…');
    await waitFor(() => expect(screen.getByTestId('chat-remote-host').textContent).toBe('remote room'));
    expect(screen.queryByRole('status')).toBeNull();
    expect(importer).toHaveBeenCalledWith('https://static.meridian.example/mfe/chatroom/v1/index.js');
    expect(calls).toEqual([{ to: '42', lang: 'ar', dir: 'rtl' }]);
    view.unmount();
    expect(unmount).toHaveBeenCalledTimes(1);
  });

  it('a load failure is logged and offers a retry', async () => {
    const user = userEvent.setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let fail = true;
    const importer = vi.fn(async () => {
      if (fail) throw new Error('static host unreachable');
      return {
        mount: (el: HTMLElement) => {
          el.textContent = 'loaded';
          return () => undefined;
        },
      };
    });
    await renderShell(<RemoteChatRoom url="https://static.meridian.example/x.js" importer={importer} to={null} lang="en" dir="ltr" />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The chat room could not be loaded.');
    expect(warn).toHaveBeenCalledTimes(1);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByTestId('chat-remote-host').textContent).toBe('loaded'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
