import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { createRemoteParcel } from '@dating/shared/parcel/create-remote-parcel';
import { remote } from '../remote';
import { mountScreen, setupScreenServer } from '@dating/shared/test-support/screen-test-kit';
import { LocationFields, type Place } from './location-fields';

setupScreenServer();

const REGIONS = [
  { id: 7, country: 'NL', code: 'NL-UT', name: 'Utrecht' },
  { id: 8, country: 'NL', code: 'NL-NH', name: 'Noord-Holland' },
  { id: 20, country: 'DE', code: 'DE-BE', name: 'Berlin' },
];

const changes: Partial<Place>[] = [];

function Form({ start, chooseCountry }: { start: Place; chooseCountry?: string }) {
  const [place, setPlace] = useState(start);
  return (
    <LocationFields
      value={place}
      regions={REGIONS}
      onChange={(next) => {
        changes.push(next);
        setPlace((current) => ({ ...current, ...next }));
      }}
      idFor={(field) => `test-${field}`}
      labels={{ country: 'Country', region: 'Region', noRegion: 'No region', city: 'City', chooseCountry }}
    />
  );
}

async function render(start: Place, chooseCountry?: string) {
  changes.length = 0;
  return mountScreen(
    createRemoteParcel(remote, 'location-fields-test', () => <Form start={start} chooseCountry={chooseCountry} />),
    { route: 'settings' },
  );
}

const optionNames = (label: string) =>
  within(screen.getByLabelText(label))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('LocationFields', () => {
  it('offers the countries that have regions, then only the regions of the chosen country', async () => {
    await render({ country: 'NL', region_id: '7', city: 'Utrecht' });
    expect(optionNames('Country')).toEqual(['Germany', 'Netherlands']);
    expect(optionNames('Region')).toEqual(['No region', 'Utrecht', 'Noord-Holland']);
    expect(screen.getByLabelText('Region')).toHaveValue('7');
  });

  it('clears the region when the country changes: a region belongs to its country', async () => {
    const { user } = await render({ country: 'NL', region_id: '7', city: 'Utrecht' });
    await user.selectOptions(screen.getByLabelText('Country'), 'DE');
    expect(changes).toEqual([{ country: 'DE', region_id: '' }]);
    expect(optionNames('Region')).toEqual(['No region', 'Berlin']);
    expect(screen.getByLabelText('Region')).toHaveValue('');
    expect(screen.getByLabelText('City')).toHaveValue('Utrecht');
  });

  it('starts with an empty country when the form asks for a choice, the region waiting for it', async () => {
    await render({ country: '', region_id: '', city: '' }, 'Choose…');
    expect(optionNames('Country')).toEqual(['Choose…', 'Germany', 'Netherlands']);
    expect(screen.getByLabelText('Region')).toBeDisabled();
  });
});
