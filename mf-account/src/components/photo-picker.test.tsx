import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PhotoPicker } from './photo-picker';

const png = (name = 'me.png') => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

describe('PhotoPicker', () => {
  it('is a labelled button over a hidden file input, reached with Tab, its hint read with it', async () => {
    const user = userEvent.setup();
    const chosen: string[] = [];
    render(
      <PhotoPicker id="pick" label="Choose a photo" hint="Choose a file, or drop it here." onFile={(file) => chosen.push(file.name)} />,
    );
    const input = screen.getByLabelText('Choose a photo');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAccessibleDescription('Choose a file, or drop it here.');
    // The browser's own "No file chosen" button is clipped away; the label is what shows.
    expect(input).toHaveStyle({ position: 'absolute', width: '1px', height: '1px', opacity: '0' });
    await user.tab();
    expect(input).toHaveFocus();

    await user.upload(input, png());
    expect(chosen).toEqual(['me.png']);
    // Cleared at once: the same file chosen again is a new choice.
    expect(input).toHaveValue('');
  });

  it('takes a dropped file, showing that it is a drop target while one is dragged over', () => {
    const chosen: string[] = [];
    render(<PhotoPicker id="pick" label="Add a photo" hint="Drop it here." onFile={(file) => chosen.push(file.name)} />);
    const zone = screen.getByTestId('pick-zone');
    fireEvent.dragOver(zone);
    expect(zone).toHaveAttribute('data-dragging', 'true');
    fireEvent.drop(zone, { dataTransfer: { files: [png('dropped.png')] } });
    expect(zone).not.toHaveAttribute('data-dragging');
    expect(chosen).toEqual(['dropped.png']);
  });

  it('shows the chosen image instead of the camera, and takes nothing while disabled', () => {
    const chosen: string[] = [];
    const { rerender } = render(<PhotoPicker id="pick" label="Choose a photo" hint="h" onFile={(file) => chosen.push(file.name)} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    rerender(
      <PhotoPicker
        id="pick"
        label="Choose another photo"
        hint="h"
        preview={{ src: 'blob:x', alt: 'Your chosen photo' }}
        onFile={() => undefined}
      />,
    );
    expect(screen.getByRole('img', { name: 'Your chosen photo' })).toHaveAttribute('src', 'blob:x');
    rerender(<PhotoPicker id="pick" label="Add a photo" hint="h" disabled onFile={(file) => chosen.push(file.name)} />);
    expect(screen.getByLabelText('Add a photo')).toBeDisabled();
    fireEvent.drop(screen.getByTestId('pick-zone'), { dataTransfer: { files: [png()] } });
    expect(chosen).toEqual([]);
  });
});
