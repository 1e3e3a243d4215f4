namespace Bench.Scenarios.Parameters;

/// <summary>The data files of a database: the size of each and how many (create, backup, restore).</summary>
/// <param name="Size">Size of each data file.</param>
/// <param name="Files">Number of data files (seed 004's tempdb layout: 8 x 1 GB).</param>
public sealed record DataFiles(ByteSize Size, int Files)
{
    /// <summary>size.</summary>
    public static ParameterSpec SizeParameter { get; } = ParameterSpec.FileSize("size", "1GB", "size of each data file") with { Title = "data file size" };

    /// <summary>files.</summary>
    public static ParameterSpec FilesParameter { get; } =
        new("files", ParameterKind.Count, ["1"], 1, 64, "number of data files (tempdb-style layouts use 4, 8 or 16)")
    {
        Spoken = ParameterSpec.Counted("data file"),
        Title = "data files",
    };

    /// <summary>The group's parameters, in case id order.</summary>
    public static IReadOnlyList<ParameterSpec> Parameters { get; } = [SizeParameter, FilesParameter];

    /// <summary>Every data file together.</summary>
    public long TotalBytes => Size.Bytes * Files;

    /// <summary>The group of checked values.</summary>
    public static DataFiles Read(ParameterValues values)
    {
        ArgumentNullException.ThrowIfNull(values);
        return new(values.Size(SizeParameter), values.Count(FilesParameter));
    }

    /// <summary>Its columns of results.csv.</summary>
    public CaseParameters Columns(CaseParameters row)
    {
        ArgumentNullException.ThrowIfNull(row);
        return row with { SizeBytes = Size.Bytes, Files = Files };
    }
}
