// docs/product.md §8 texts of the request flows.
export const requestMessages = {
  submitted: 'Request submitted successfully.',
  submitFailed: 'Failed to submit request. Please try again.',
  descriptionUpdated: 'Description updated',
  instructionsUpdated: 'Instructions updated',
  updateFailed: 'Update failed',
  deleted: 'Request deleted successfully',
  deleteFailed: 'Failed to delete request',
  // Ours (docs/product.md §2 "Request Details dialog"): asked before unsaved edits would be lost.
  discardQuestion: 'Discard your unsaved changes?',
  // The conversation (docs/product.md "Conversation").
  messageSent: 'Message sent. The support team will pick it up shortly.',
  messageEmpty: 'Write a message or attach a file.',
  messageFailed: 'Your message could not be sent. Check your connection and send it again.',
  newMessage: 'New message',
  downloadFailed: 'Download failed. Please try again.',
} as const;
