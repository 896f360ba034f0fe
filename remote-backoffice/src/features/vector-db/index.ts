/** The vector database view the back office's page switches to. */
export { VectorDbView } from './vector-db-view';
