import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PartHeading, UnderPageHeading } from './headingLevel.tsx';

afterEach(cleanup);

describe('PartHeading', () => {
  it('is the page heading on a page of its own', () => {
    render(<PartHeading>Something went wrong</PartHeading>);
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
  });
  it('is one level down under a layout that has the h1', () => {
    render(
      <>
        <h1>My profile</h1>
        <UnderPageHeading>
          <PartHeading>Something went wrong</PartHeading>
        </UnderPageHeading>
      </>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
