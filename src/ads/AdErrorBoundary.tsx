import * as React from 'react';
import { sendAdEvent } from './adEvents';

interface AdErrorBoundaryProps {
  /** The label of what was showing, read when the crash happens. */
  getLabel: () => string;
  children: React.ReactNode;
}

/** An ad that fails (its code, its chunk, a hostile answer) leaves an empty space, not a broken page. */
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
    return this.state.crashed ? null : this.props.children;
  }
}
