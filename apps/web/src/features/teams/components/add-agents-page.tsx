import { AddItemsPage } from './add-items-page';

export default function AddAgentsPage() {
  return <AddItemsPage kind="agents" />;
}
