import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ErrorPage } from './error-page';

describe('ErrorPage', () => {
  it('shows the title as the page heading, the description and the actions', () => {
    render(
      <ErrorPage
        code="404"
        title="We have lost this page"
        description="The requested page is missing. Check the URL"
        actions={<a href="/">Return Home</a>}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'We have lost this page' })).toBeInTheDocument();
    expect(screen.getByText('The requested page is missing. Check the URL')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
  });
});
