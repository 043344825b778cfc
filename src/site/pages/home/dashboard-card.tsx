// A titled card of the dashboard: a region named by its heading, with an optional "more" link at the foot.
import { useId } from 'react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'

export interface DashboardCardProps {
  readonly title: string
  /** A short name for styling and tests (data-card). */
  readonly name: string
  readonly more?: { readonly href: string; readonly label: string }
  readonly children: ReactNode
}

export function DashboardCard({ title, name, more, children }: DashboardCardProps) {
  const headingId = useId()
  return (
    <section className="dashboard-card" data-card={name} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {children}
      {more ? (
        <p className="dashboard-card-more">
          <Link to={more.href}>{more.label}</Link>
        </p>
      ) : null}
    </section>
  )
}
