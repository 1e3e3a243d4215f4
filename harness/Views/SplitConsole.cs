using Spectre.Console.Rendering;

namespace Bench.Harness.Views;

/// <summary>
/// The process's console: everything a verb says goes to standard output, and what it refuses (<see cref="Refusal"/>)
/// to <see cref="Error"/>, standard error, so that <c>bench run ... &gt; log</c> still shows why nothing ran.
/// </summary>
/// <param name="output">Standard output.</param>
/// <param name="error">Standard error.</param>
public sealed class SplitConsole(IAnsiConsole output, IAnsiConsole error) : IAnsiConsole
{
    /// <summary>Where refusals and errors go.</summary>
    public IAnsiConsole Error { get; } = error;

    /// <inheritdoc/>
    public Profile Profile => output.Profile;

    /// <inheritdoc/>
    public IAnsiConsoleCursor Cursor => output.Cursor;

    /// <inheritdoc/>
    public IAnsiConsoleInput Input => output.Input;

    /// <inheritdoc/>
    public IExclusivityMode ExclusivityMode => output.ExclusivityMode;

    /// <inheritdoc/>
    public RenderPipeline Pipeline => output.Pipeline;

    /// <inheritdoc/>
    public void Clear(bool home) => output.Clear(home);

    /// <inheritdoc/>
    public void Write(IRenderable renderable) => output.Write(renderable);
}
