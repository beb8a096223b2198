import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { useSignOut } from '~/components/use-sign-out'
import { PlainButton } from '~/ui/PlainButton'
import { pb } from '~/util/paths'
import s from './ErrorScreen.module.css'

type Props = { title: string; body: string; children?: ReactNode; standalone?: boolean }

/** A full-page error that always offers a way back and a way out. */
export function ErrorScreen({ title, body, children, standalone = false }: Props) {
  // Inside the signed-in shell the page already has its <main>; on its own the screen provides one.
  const Wrapper = standalone ? 'main' : 'div'
  const { signOut, isPending } = useSignOut()
  return (
    <Wrapper id={standalone ? 'main' : undefined} className={s.page}>
      <div className={s.card}>
        <h1>{title}</h1>
        <p>{body}</p>
        {children}
        <div className={s.actions}>
          <Link to={pb.projects()} className={s.back}>
            Back to console
          </Link>
          <PlainButton variant="secondary" onClick={signOut} loading={isPending}>
            Sign out
          </PlainButton>
        </div>
      </div>
    </Wrapper>
  )
}

export function NotFoundScreen({ standalone }: { standalone?: boolean }) {
  return (
    <ErrorScreen
      standalone={standalone}
      title="Page not found"
      body="The page you are looking for doesn't exist or you may not have access to it."
    />
  )
}

export function GenericErrorScreen({ children, standalone }: { children?: ReactNode; standalone?: boolean }) {
  return (
    <ErrorScreen
      standalone={standalone}
      title="Something went wrong"
      body="Please try again. If the problem persists, contact your administrator."
    >
      {children}
    </ErrorScreen>
  )
}
