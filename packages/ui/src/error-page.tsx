import type { ReactNode } from 'react';
import classes from './error-page.module.css';

export interface ErrorPageProps {
  /** e.g. "404" or "500"; shown large above the title. */
  code?: string;
  title: string;
  description: ReactNode;
  /** Links or buttons, rendered by the app with its own router. */
  actions?: ReactNode;
}

/** The 404 and 500 pages of both apps; texts come from the app (translated in the magazine). */
export function ErrorPage({ code, title, description, actions }: ErrorPageProps) {
  return (
    <section className={classes.page} aria-labelledby="error-page-title">
      <div>
        {code && (
          <p className={classes.code} aria-hidden="true">
            {code}
          </p>
        )}
        <h1 id="error-page-title" className={classes.title}>
          {title}
        </h1>
        <p className={classes.description}>{description}</p>
        {actions && <div className={classes.actions}>{actions}</div>}
      </div>
    </section>
  );
}
