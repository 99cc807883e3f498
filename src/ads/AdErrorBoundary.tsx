import * as React from 'react';
import { sendAdEvent } from './adEvents';

interface AdErrorBoundaryProps {
  /** The label of what was showing, read when the crash happens. */
  getLabel: () => string;
  children: React.ReactNode;
}

/**
 * Where a lazily loaded ad renders: nothing while its chunk loads, and an empty space, not a broken
 * page, when it fails (its code, its chunk, a hostile answer).
 */
export default class AdErrorBoundary extends React.Component<AdErrorBoundaryProps, { crashed: boolean }> {
  state = { crashed: false };

  static getDerivedStateFromError() {
    return { crashed: true };
  }

  componentDidCatch(error: unknown) {
    sendAdEvent('crash', this.props.getLabel());
    console.warn('The ad block failed and was removed:', error);
  }

  render() {
    return this.state.crashed ? null : <React.Suspense fallback={null}>{this.props.children}</React.Suspense>;
  }
}
