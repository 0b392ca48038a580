import { Alert } from '@mui/material';
import type { ReactNode } from 'react';
import {
  ArrayInput,
  BooleanInput,
  CreateButton,
  DataTable,
  Edit,
  List,
  NumberInput,
  required,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  TopToolbar,
} from 'react-admin';
import { rupees } from '../format';
import { useLookups } from '../lookups';
import { useCanChangeCatalogue, useCatalogueChoices } from './choices';

// Add-ons, tags, categories and regions: a list each and a form (admins save;
// ops read).

const search = (label: string) => [<TextInput key="q" source="q" label={label} alwaysOn resettable />];

function CatalogueList({
  title,
  searchLabel,
  children,
}: {
  title: string;
  searchLabel: string;
  children: ReactNode;
}) {
  const canChange = useCanChangeCatalogue();
  return (
    <List
      filters={search(searchLabel)}
      perPage={25}
      title={title}
      exporter={false}
      sort={{ field: 'id', order: 'ASC' }}
      actions={<TopToolbar>{canChange && <CreateButton />}</TopToolbar>}
    >
      <DataTable rowClick="edit" bulkActionButtons={false}>
        {children}
      </DataTable>
    </List>
  );
}

/** Said to ops on a catalogue form: they read it, an admin changes it. */
export function ReadOnlyNotice() {
  return useCanChangeCatalogue() ? null : <Alert severity="info">Only admins change the catalogue.</Alert>;
}

function CatalogueEdit({ title, children }: { title: string; children: ReactNode }) {
  const canChange = useCanChangeCatalogue();
  return (
    <Edit title={title} mutationMode="pessimistic">
      <ReadOnlyNotice />
      <SimpleForm toolbar={canChange ? undefined : false} warnWhenUnsavedChanges>
        {children}
      </SimpleForm>
    </Edit>
  );
}

type Customization = { price: number; city_prices: unknown[] };

export function CustomizationList() {
  return (
    <CatalogueList title="Add-ons" searchLabel="Search (id or name)">
      <DataTable.Col source="id" label="Id" disableSort />
      <DataTable.Col source="name" label="Name" disableSort />
      <DataTable.Col source="type" label="Type" disableSort />
      <DataTable.Col label="Price" disableSort render={(c: Customization) => rupees(c.price)} />
      <DataTable.Col label="City prices" disableSort render={(c: Customization) => c.city_prices.length} />
    </CatalogueList>
  );
}

export function CustomizationEdit() {
  const { cities } = useLookups();
  return (
    <CatalogueEdit title="Add-on">
      <TextInput source="name" label="Name" validate={required()} fullWidth />
      <TextInput source="description" label="Description" multiline fullWidth />
      <NumberInput source="price" label="Price (₹, whole rupees)" min={0} step={1} validate={required()} />
      <NumberInput
        source="original_price"
        label="Struck-out price (₹)"
        min={0}
        step={1}
        validate={required()}
      />
      <NumberInput source="min_hours" label="Booked at least this many hours ahead" min={0} step={1} />
      <NumberInput source="max_quantity" label="Largest quantity" min={1} step={1} />
      <BooleanInput source="recommended" label="Recommended" />
      <ArrayInput source="city_prices" label="City prices (a city left out charges the price above)">
        <SimpleFormIterator inline>
          <SelectInput source="city_id" label="City" choices={cities} helperText={false} />
          <NumberInput source="price" label="Price there (₹)" min={0} step={1} helperText={false} />
        </SimpleFormIterator>
      </ArrayInput>
    </CatalogueEdit>
  );
}

export function TagList() {
  return (
    <CatalogueList title="Tags" searchLabel="Search (name or slug)">
      <DataTable.Col source="id" label="Id" disableSort />
      <DataTable.Col source="name" label="Name" disableSort />
      <DataTable.Col source="slug" label="Slug" disableSort />
      <DataTable.Col source="experiences" label="Experiences" disableSort />
    </CatalogueList>
  );
}

export function TagEdit() {
  const { categories } = useCatalogueChoices();
  return (
    <CatalogueEdit title="Tag">
      <TextInput source="name" label="Name" validate={required()} fullWidth />
      <TextInput source="description" label="Description (its listing page)" multiline fullWidth />
      <SelectInput source="category_id" label="Category" choices={categories} emptyText="None" />
      <TextInput
        source="image_url"
        label="Image (path or address)"
        parse={(v: string) => v || null}
        fullWidth
      />
      <NumberInput source="sort_order" label="Order" min={0} step={1} />
    </CatalogueEdit>
  );
}

export function CategoryList() {
  return (
    <CatalogueList title="Categories" searchLabel="Search (name or slug)">
      <DataTable.Col source="id" label="Id" disableSort />
      <DataTable.Col source="name" label="Name" disableSort />
      <DataTable.Col source="slug" label="Slug" disableSort />
      <DataTable.Col
        label="Price on request"
        disableSort
        render={(c: { price_on_request: boolean }) => (c.price_on_request ? 'Yes' : 'No')}
      />
      <DataTable.Col source="experiences" label="Experiences" disableSort />
    </CatalogueList>
  );
}

export function CategoryEdit() {
  return (
    <CatalogueEdit title="Category">
      <TextInput source="name" label="Name" validate={required()} fullWidth />
      <BooleanInput source="price_on_request" label="Price on request (no price shown)" />
    </CatalogueEdit>
  );
}

export function RegionList() {
  const { cities } = useLookups();
  return (
    <CatalogueList title="Regions" searchLabel="Search (name or slug)">
      <DataTable.Col source="id" label="Id" disableSort />
      <DataTable.Col source="name" label="Name" disableSort />
      <DataTable.Col
        label="City"
        disableSort
        render={(r: { city_id: number }) => cities.find((c) => c.id === r.city_id)?.name ?? r.city_id}
      />
      <DataTable.Col source="slug" label="Slug" disableSort />
    </CatalogueList>
  );
}

export function RegionEdit() {
  return (
    <CatalogueEdit title="Region">
      <TextInput source="name" label="Name" validate={required()} fullWidth />
      <TextInput source="description" label="Description (its page)" multiline fullWidth />
    </CatalogueEdit>
  );
}
