// Shared singletons are negotiated before any of them is imported: start asynchronously.
void import('./bootstrap');
