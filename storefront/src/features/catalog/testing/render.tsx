/** The catalog's tests render through the shared helper (it moved to test-utils when other pages needed it). */
export { renderWithDocument } from '../../../test-utils/render-app';
