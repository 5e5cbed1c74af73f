import { AddItemsPage } from './add-items-page';

export default function AddBrainsPage() {
  return <AddItemsPage kind="brains" />;
}
