import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSyncState } from '../lib/offline/syncState.ts';
import { WhenIdle, WhenStartSettled } from './WhenIdle.ts';

// The first screen is up as soon as asked (its own moment is lib/firstScreen.ts's, tested there).
vi.mock('../lib/firstScreen.ts', () => ({ afterFirstScreen: () => Promise.resolve() }));

describe('WhenIdle', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows its children after the idle moment, without rendering the frame that holds it again', async () => {
    let idle: () => void = () => {};
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => {
      idle = cb;
      return 1;
    });
    let frameRenders = 0;
    const Frame = () => {
      frameRenders += 1;
      return (
        <div>
          <p>header</p>
          <WhenIdle>
            <p>footer</p>
          </WhenIdle>
        </div>
      );
    };
    render(<Frame />);
    expect(screen.queryByText('footer')).toBeNull();
    await act(async () => idle());
    expect(screen.getByText('footer')).toBeTruthy();
    expect(frameRenders).toBe(1);
  });
});

describe('WhenStartSettled', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows its children only once the sync of the start has ended, then an idle moment', async () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => idle.push(cb));
    setSyncState({ syncing: true });
    render(
      <WhenStartSettled>
        <p>main site</p>
      </WhenStartSettled>,
    );
    await act(async () => {});
    expect(idle).toHaveLength(0);
    expect(screen.queryByText('main site')).toBeNull();
    await act(async () => setSyncState({ syncing: false }));
    expect(screen.queryByText('main site')).toBeNull();
    expect(idle).toHaveLength(1);
    await act(async () => idle[0]?.());
    expect(screen.getByText('main site')).toBeTruthy();
  });
});
