import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WhenIdle } from './useWhenIdle.ts';

describe('WhenIdle', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows its children after the idle moment, without rendering the frame that holds it again', () => {
    let idle: () => void = () => {};
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => {
      idle = cb;
      return 1;
    });
    vi.stubGlobal('cancelIdleCallback', () => {});
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
    act(() => idle());
    expect(screen.getByText('footer')).toBeTruthy();
    expect(frameRenders).toBe(1);
  });
});
