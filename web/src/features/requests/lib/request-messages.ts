// docs/product.md §8 texts of the request flows.
export const requestMessages = {
  submitted: 'Request submitted successfully.',
  submitFailed: 'Failed to submit request. Please try again.',
  descriptionUpdated: 'Description updated',
  instructionsUpdated: 'Instructions updated',
  updateFailed: 'Update failed',
  deleted: 'Request deleted successfully',
  deleteFailed: 'Failed to delete request',
} as const;
