/** Dispatched on document by the footer's and the floating widget's feedback links when a member clicks them. */
export const FEEDBACK_OPEN_EVENT = 'om:feedback-open';
