'use client';

import { Component, type ComponentType, type ReactNode } from 'react';

type Props<Kept> = {
  children: ReactNode;
  /** What takes the island's place: markup that works with no script, or nothing. */
  fallback?: ReactNode | ((kept: Kept | null) => ReactNode);
  /** Read from the page just before the island's markup goes (what the visitor typed), handed to `fallback`. */
  keep?: () => Kept | null;
};

type State<Kept> = { failed: boolean; kept: Kept | null; ready: boolean };

/**
 * Keeps a failing island to itself. An error thrown while an island renders or runs an effect
 * would otherwise reach Next's root boundary, which replaces the whole page (header, chat links,
 * everything) with its own English "This page couldn't load". Here only the island gives way, to
 * markup that works with no script (a plain chat link, the native menu) or to nothing, and React
 * still logs the error. Errors in event handlers and timers never reach a boundary: the islands
 * catch those themselves where a visitor would lose something (ContactForm, ChatButton).
 */
export class IslandBoundary<Kept = never> extends Component<Props<Kept>, State<Kept>> {
  state: State<Kept> = { failed: false, kept: null, ready: false };

  static getDerivedStateFromError(): Partial<State<unknown>> {
    return { failed: true };
  }

  /** Runs before React removes the failed island's markup: the last moment its fields can be read. */
  getSnapshotBeforeUpdate(_: Props<Kept>, previous: State<Kept>): { kept: Kept | null } | null {
    if (previous.failed || !this.state.failed) return null;
    try {
      return { kept: this.props.keep?.() ?? null };
    } catch {
      return { kept: null };
    }
  }

  componentDidMount() {
    // Failed while first rendering (hydrating): its markup is already gone, nothing to keep.
    if (this.state.failed) this.setState({ ready: true });
  }

  componentDidUpdate(_: Props<Kept>, __: State<Kept>, snapshot: { kept: Kept | null } | null) {
    // Before the browser paints, so the fallback appears once, already holding what was kept.
    if (snapshot) this.setState({ kept: snapshot.kept, ready: true });
  }

  render() {
    const { failed, kept, ready } = this.state;
    if (!failed) return this.props.children;
    const { fallback } = this.props;
    if (typeof fallback !== 'function') return fallback ?? null;
    return ready ? fallback(kept) : null;
  }
}

/**
 * An island that fails alone: `island(Live, Fallback)` renders Live inside an IslandBoundary whose
 * fallback is Fallback with the same props (nothing when omitted).
 */
export function island<P extends object>(Live: ComponentType<P>, Fallback?: ComponentType<P>): ComponentType<P> {
  function Island(props: P) {
    return <IslandBoundary fallback={Fallback ? <Fallback {...props} /> : null}>{<Live {...props} />}</IslandBoundary>;
  }
  Island.displayName = `Island(${Live.displayName ?? Live.name})`;
  return Island;
}
